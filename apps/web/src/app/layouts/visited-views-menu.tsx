import { Menu, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useVisitedViewLabels } from './visited-view-labels';
import type { VisitedViewsMenuProps } from './visited-views-menu-button';
import { VisitedViewsMenuButton } from './visited-views-menu-button';
import classes from './visited-views.module.css';
import { removeVisitedView } from './visited-views-store';

/**
 * The visited views on a narrow screen: one button naming the open view, whose menu lists the
 * others. Each row holds two items, the view and its close button, so the arrow keys reach
 * both and Enter opens or closes it. Closing one closes the menu and gives the focus back to
 * its button; the open view is not listed, so closing never leaves the screen.
 */
export function VisitedViewsMenu({ views, currentPath }: VisitedViewsMenuProps) {
  const { t, labelOf } = useVisitedViewLabels(views);
  const others = views.filter((view) => view.path !== currentPath);
  return (
    // Drawn beside its button (inside the navigation landmark) rather than in a portal, and
    // kept open when the button seems out of view, like the app's other menus.
    <Menu
      position="bottom-start"
      width="target"
      shadow="md"
      withinPortal={false}
      hideDetached={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <VisitedViewsMenuButton views={views} currentPath={currentPath} />
      </Menu.Target>
      <Menu.Dropdown>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t('visitedViews.noOthers')}
          </Text>
        ) : null}
        {others.map((view) => {
          const label = labelOf(view);
          return (
            <div key={view.path} role="none" className={classes.menuRow}>
              <Menu.Item component={Link} to={view.path} className={classes.menuLink}>
                {label}
              </Menu.Item>
              <Menu.Item
                aria-label={t('visitedViews.close', { title: label })}
                className={classes.menuClose}
                onClick={() => removeVisitedView(view.path)}
              >
                <IconX size={16} aria-hidden />
              </Menu.Item>
            </div>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
