import type { RoleName } from '@aula/shared';
import { ActionIcon, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { TrialBanner } from '../../features/activation/components/trial-banner';
import { WithTooltip } from '../../components/ui/with-tooltip';
import { logout } from '../../features/auth/api/logout';
import { FirstRunWelcome } from '../../features/welcome/components/first-run-welcome';
import { STORAGE_KEYS } from '../../lib/storage';
import { AccountLanguageSwitch } from './account-language-switch';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import { RouteBreadcrumbs } from './route-breadcrumbs';
import { Sidebar } from './sidebar';
import { UpdateButton } from './update-button';
import { UserMenu } from './user-menu';
import { VisitedViews } from './visited-views';

interface AppLayoutProps {
  role: RoleName;
  withVisitedViews?: boolean;
}

/*
 * The idle watch (its timer library and dialog) starts a moment after the layout shows: it
 * first acts after an hour, so it need not hold up the first screen.
 */
const IdleDialog = lazy(() =>
  import('../../features/idle/idle-dialog').then((module) => ({ default: module.IdleDialog })),
);

const NAVBAR_WIDTH = 248;
const NAVBAR_COLLAPSED_WIDTH = 76;

/** The signed-in shell: header, sidebar (collapsible, remembered), breadcrumbs and screen. */
export function AppLayout({ role, withVisitedViews = false }: AppLayoutProps) {
  const { t } = useTranslation();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const collapseLabel = collapsed ? t('nav.expand') : t('nav.collapse');

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="lg"
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggleMobile}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleMobile')}
              aria-expanded={mobileOpened}
            />
            <Brand />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UpdateButton />
            <AccountLanguageSwitch />
            <UserMenu layoutRole={role} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        <AppShell.Section grow className={classes.navbarItems}>
          <Sidebar
            layoutRole={role}
            collapsed={collapsed && !mobileOpened}
            onNavigate={closeMobile}
          />
        </AppShell.Section>
        <AppShell.Section visibleFrom="sm">
          <Group justify={collapsed ? 'center' : 'flex-end'}>
            <WithTooltip label={collapseLabel} position="right" withArrow>
              {(ref) => (
                <ActionIcon
                  ref={ref}
                  variant="subtle"
                  color="gray.8"
                  size="lg"
                  aria-label={collapseLabel}
                  aria-pressed={collapsed}
                  onClick={() => setCollapsed((value) => !value)}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse aria-hidden />
                  )}
                </ActionIcon>
              )}
            </WithTooltip>
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <RouteBreadcrumbs />
        {/* Tutors and installers see the trial's days left until Aula is activated. */}
        {role === 'student' ? null : <TrialBanner />}
        {withVisitedViews ? <VisitedViews /> : null}
        <Outlet />
      </AppShell.Main>
      <Suspense fallback={null}>
        <IdleDialog signOut={logout} />
      </Suspense>
      <FirstRunWelcome role={role} />
    </AppShell>
  );
}
