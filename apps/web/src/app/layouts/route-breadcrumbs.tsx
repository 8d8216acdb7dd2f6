import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { namespacesOfKeys, useLanguage } from '../../lib/i18n';
import type { RouteHandle } from '../../lib/routing';
import { isRouteHandle } from '../../lib/routing';
import type { I18nKey } from '../../locales/resources';

interface Crumb {
  path: string;
  label: I18nKey;
  /** The name from loaded data (a grade, a lesson), when the route can tell it. */
  name?: string;
}

interface MatchedCrumb {
  path: string;
  label: I18nKey;
  handle: RouteHandle;
  params: Record<string, string | undefined>;
}

/** The matched routes with a breadcrumb; routes sharing a path (layout and index) show once. */
function useMatchedCrumbs(): MatchedCrumb[] {
  const matches = useMatches();
  const crumbs: MatchedCrumb[] = [];
  for (const match of matches) {
    const handle: unknown = match.handle;
    if (!isRouteHandle(handle) || !handle.breadcrumb) continue;
    const crumb = {
      // An index route's pathname ends in a slash: it shares its parent's crumb.
      path: match.pathname.replace(/(.)\/+$/, '$1'),
      label: handle.breadcrumb,
      handle,
      params: match.params,
    };
    if (crumbs.at(-1)?.path === crumb.path) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  }
  return crumbs;
}

/**
 * The breadcrumbs of the matched routes. A route whose handle has `breadcrumbName` is named from
 * the cached data as soon as it is loaded, and follows the cache (and the language) after that.
 * What a crumb's `breadcrumbQuery` names is asked for here: a page opened from its address
 * (or in another language) has not been through the screens that would have loaded it.
 */
export function useBreadcrumbs(): Crumb[] {
  const matched = useMatchedCrumbs();
  const queryClient = useQueryClient();
  const language = useLanguage();
  useQueries({
    queries: matched.flatMap(({ handle, params }) =>
      handle.breadcrumbQuery ? [handle.breadcrumbQuery({ params, language })] : [],
    ),
  });

  const readNames = useCallback(
    () =>
      JSON.stringify(
        matched.map(
          ({ handle, params }) =>
            handle.breadcrumbName?.({ params, queryClient, language }) ?? null,
        ),
      ),
    [matched, queryClient, language],
  );
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // A string snapshot: equal names compare equal, so cache events without news do not render.
  const names = JSON.parse(useSyncExternalStore(subscribe, readNames, readNames)) as (
    string | null
  )[];

  return matched.map(({ path, label }, index) => {
    const name = names[index];
    return name ? { path, label, name } : { path, label };
  });
}

export function RouteBreadcrumbs() {
  const crumbs = useBreadcrumbs();
  const { t } = useTranslation(namespacesOfKeys(crumbs.map((crumb) => crumb.label)));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} mb="md" style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb, index) => {
          const text = crumb.name ?? t(crumb.label);
          return index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page">
              {text}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {text}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
