import type { RoleName } from '@aula/shared';
import { NavLink, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WithTooltip } from '../../components/ui/with-tooltip';
import { useAbility } from '../../lib/ability';
import { namespacesOfKeys } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import type { NavItem } from '../navigation';
import { NAV_ITEMS } from '../navigation';
import { useRouteExists } from '../../lib/routes-context';

/** The items this user sees in this layout (role, ability and existing route). */
export function useSidebarItems(layoutRole: RoleName): NavItem[] {
  const user = useCurrentUser();
  const ability = useAbility();
  const routeExists = useRouteExists();
  return NAV_ITEMS.filter(
    (item) =>
      item.roles.includes(layoutRole) &&
      item.roles.some((role) => user?.roles.includes(role)) &&
      (!item.can || ability.can(...item.can)) &&
      routeExists(item.to),
  );
}

function isActive(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

interface SidebarProps {
  layoutRole: RoleName;
  collapsed: boolean;
  onNavigate: () => void;
}

export function Sidebar({ layoutRole, collapsed, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const items = useSidebarItems(layoutRole);
  const { t } = useTranslation(namespacesOfKeys(items.map((item) => item.label)));
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const label = t(item.label);
        const active = isActive(pathname, item.to);
        const link = (ref?: Ref<HTMLAnchorElement>) => (
          <NavLink
            ref={ref}
            component={Link}
            to={item.to}
            label={collapsed ? undefined : label}
            aria-label={collapsed ? label : undefined}
            leftSection={<item.icon size={22} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="filled"
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
        return (
          <li key={item.key}>
            {/* Collapsed, the icons show their names on hover. */}
            {collapsed ? (
              <WithTooltip label={label} position="right" withArrow>
                {link}
              </WithTooltip>
            ) : (
              link()
            )}
          </li>
        );
      })}
    </Stack>
  );
}
