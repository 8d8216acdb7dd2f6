import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { namespacesOfKeys } from '../lib/i18n';
import { isRouteHandle } from '../lib/routing';
import { usePageTitle } from './page-title';
import type { I18nKey } from '../locales/resources';

/** The deepest matched route's value of a handle field (title, breadcrumb). */
export function useDeepestHandle(field: 'title' | 'breadcrumb'): I18nKey | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle: unknown = match.handle;
    if (isRouteHandle(handle) && handle[field]) return handle[field];
  }
  return undefined;
}

/** Above every layout: keeps the page title in step and shows navigation progress. */
export function RootShell() {
  const titleKey = useDeepestHandle('title');
  const { t } = useTranslation(namespacesOfKeys([titleKey]));
  const screenTitle = titleKey ? t(titleKey) : null;
  const navigation = useNavigation();

  usePageTitle(screenTitle);

  return (
    <>
      {navigation.state === 'loading' ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-hidden
          style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
        />
      ) : null}
      <Outlet />
    </>
  );
}
