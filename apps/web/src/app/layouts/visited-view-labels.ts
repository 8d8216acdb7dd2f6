import { useTranslation } from 'react-i18next';
import { namespacesOfKeys } from '../../lib/i18n';
import type { VisitedView } from './visited-views-store';

/**
 * How tabs read in the current language: "Ana López · Progress report" for a screen about
 * someone, the screen's title alone for the others.
 */
export function useVisitedViewLabels(views: VisitedView[]) {
  // Views kept from before a reload may name screens whose texts are not loaded yet.
  const { t } = useTranslation(namespacesOfKeys(views.map((view) => view.title)));
  const labelOf = (view: VisitedView) =>
    view.name ? t('visitedViews.named', { name: view.name, view: t(view.title) }) : t(view.title);
  return { t, labelOf };
}
