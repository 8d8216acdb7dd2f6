import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useVisitedViewLabels } from './visited-view-labels';
import classes from './visited-views.module.css';
import type { VisitedView } from './visited-views-store';

export interface VisitedViewsMenuProps {
  views: VisitedView[];
  currentPath: string;
}

type VisitedViewsMenuButtonProps = VisitedViewsMenuProps &
  Omit<ButtonProps, 'children'> &
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>;

/** The narrow screen's one button for the visited views: it names the view that is open. */
export function VisitedViewsMenuButton({
  views,
  currentPath,
  ...buttonProps
}: VisitedViewsMenuButtonProps) {
  const { t, labelOf } = useVisitedViewLabels(views);
  const current = views.find((view) => view.path === currentPath);
  return (
    <Button
      variant="default"
      fullWidth
      justify="space-between"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      classNames={{ label: classes.menuButtonLabel }}
      {...buttonProps}
    >
      {current ? labelOf(current) : t('visitedViews.label')}
    </Button>
  );
}
