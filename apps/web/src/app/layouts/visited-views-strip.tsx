import { CloseButton, Group, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useVisitedViewLabels } from './visited-view-labels';
import classes from './visited-views.module.css';
import type { VisitedView } from './visited-views-store';
import { removeVisitedView } from './visited-views-store';

interface VisitedViewsStripProps {
  views: VisitedView[];
  currentPath: string;
}

/** The visited views as a row of tabs, like a browser's: open one again or close it. */
export function VisitedViewsStrip({ views, currentPath }: VisitedViewsStripProps) {
  const navigate = useNavigate();
  const { t, labelOf } = useVisitedViewLabels(views);

  const close = (path: string) => {
    const next = removeVisitedView(path);
    if (path === currentPath) void navigate(next);
  };

  return (
    <nav aria-label={t('visitedViews.label')} className={classes.strip}>
      <Group gap={6} wrap="nowrap" component="ul" className={classes.list}>
        {views.map((view) => {
          const active = view.path === currentPath;
          const label = labelOf(view);
          return (
            <li key={view.path} className={classes.tab} data-active={active || undefined}>
              <UnstyledButton
                component={Link}
                to={view.path}
                className={classes.link}
                aria-current={active ? 'page' : undefined}
              >
                {label}
              </UnstyledButton>
              <CloseButton
                size="sm"
                aria-label={t('visitedViews.close', { title: label })}
                onClick={() => close(view.path)}
              />
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
