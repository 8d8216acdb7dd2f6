import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '../../lib/routing';
import type { I18nKey } from '../../locales/resources';
import { NAMESPACES } from '../../locales/resources';

interface Crumb {
  path: string;
  label: I18nKey;
}

/** The matched routes' breadcrumbs; routes sharing a path (layout and index) show once. */
export function useBreadcrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle: unknown = match.handle;
    if (!isRouteHandle(handle) || !handle.breadcrumb) continue;
    const crumb = { path: match.pathname, label: handle.breadcrumb };
    if (crumbs.at(-1)?.path === crumb.path) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  }
  return crumbs;
}

export function RouteBreadcrumbs() {
  const { t } = useTranslation(NAMESPACES);
  const crumbs = useBreadcrumbs();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} mb="md">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page">
              {t(crumb.label)}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {t(crumb.label)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
