import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { lazyPopup } from '../../components/ui/lazy-popup';
import type { PopupButtonHandlers } from '../../components/ui/lazy-popup';
import { getScreenSubject, subscribeToScreenSubject } from '../../lib/visited-view-label';
import { useDeepestHandle } from '../root-shell';
import { useVisitedViewLabels } from './visited-view-labels';
import type { VisitedViewsMenuProps } from './visited-views-menu-button';
import { VisitedViewsMenuButton } from './visited-views-menu-button';
import { VisitedViewsStrip } from './visited-views-strip';
import classes from './visited-views.module.css';
import { addVisitedView, getVisitedViews, subscribeToVisitedViews } from './visited-views-store';

/** Below about 600 px a row of tabs no longer fits beside anything: one menu takes its place. */
const NARROW_SCREEN = '(max-width: 37.5em)';

/** The narrow screen's menu: its button is drawn at once, the menu fetched when about to open. */
const VisitedViewsMenu = lazyPopup(
  () => import('./visited-views-menu').then((module) => module.VisitedViewsMenu),
  ({ handlers, ...props }: VisitedViewsMenuProps & { handlers: PopupButtonHandlers }) => (
    <VisitedViewsMenuButton {...props} aria-haspopup="menu" aria-expanded={false} {...handlers} />
  ),
);

/** The tutor's visited screens: a strip of tabs, or a single menu on a narrow screen. */
export function VisitedViews() {
  const { pathname } = useLocation();
  const titleKey = useDeepestHandle('title');
  const subject = useSyncExternalStore(subscribeToScreenSubject, getScreenSubject);
  const name = subject?.path === pathname ? subject.name : undefined;
  const views = useSyncExternalStore(subscribeToVisitedViews, getVisitedViews, getVisitedViews);
  const { t } = useVisitedViewLabels(views);
  // Read at once rather than after a first paint, so a phone never flashes the wide strip.
  const narrow = useMediaQuery(NARROW_SCREEN, false, { getInitialValueInEffect: false });

  useEffect(() => {
    if (titleKey) addVisitedView({ path: pathname, title: titleKey, name });
  }, [pathname, titleKey, name]);

  if (views.length === 0) return null;
  if (!narrow) return <VisitedViewsStrip views={views} currentPath={pathname} />;
  return (
    <nav aria-label={t('visitedViews.label')} className={classes.menuNav}>
      <VisitedViewsMenu views={views} currentPath={pathname} />
    </nav>
  );
}
