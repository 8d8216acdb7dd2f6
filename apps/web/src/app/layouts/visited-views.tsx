import { CloseButton, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDeepestHandle } from '../root-shell';
import classes from './visited-views.module.css';
import {
  addVisitedView,
  getVisitedViews,
  removeVisitedView,
  subscribeToVisitedViews,
} from './visited-views-store';
import { namespacesOfKeys } from '../../lib/i18n';

/** The tutor's strip of visited screens, like browser tabs: open one again or close it. */
export function VisitedViews() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const titleKey = useDeepestHandle('title');
  const views = useSyncExternalStore(subscribeToVisitedViews, getVisitedViews, getVisitedViews);
  // Views kept from before a reload may name screens whose texts are not loaded yet.
  const { t } = useTranslation(namespacesOfKeys(views.map((view) => view.title)));

  useEffect(() => {
    if (titleKey) addVisitedView({ path: pathname, title: titleKey });
  }, [pathname, titleKey]);

  if (views.length === 0) return null;

  const close = (path: string) => {
    const next = removeVisitedView(path);
    if (path === pathname) void navigate(next);
  };

  return (
    <nav aria-label={t('visitedViews.label')} className={classes.strip}>
      <Group gap={6} wrap="nowrap" component="ul" className={classes.list}>
        {views.map((view) => {
          const active = view.path === pathname;
          const title = t(view.title);
          return (
            <li key={view.path} className={classes.tab} data-active={active || undefined}>
              <UnstyledButton
                component={Link}
                to={view.path}
                className={classes.link}
                aria-current={active ? 'page' : undefined}
              >
                {title}
              </UnstyledButton>
              <CloseButton
                size="sm"
                aria-label={t('visitedViews.close', { title })}
                onClick={() => close(view.path)}
              />
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
