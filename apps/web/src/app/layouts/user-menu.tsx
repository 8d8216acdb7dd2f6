import type { RoleName } from '@aula/shared';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarPicture } from '../../components/ui/avatar-picture';
import { useLogout } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../lib/session';
import { PROFILE_PATHS } from '../navigation';
import { useRouteExists } from '../../lib/routes-context';
import classes from './app-layout.module.css';

export function UserMenu({ layoutRole }: { layoutRole: RoleName }) {
  const { t } = useTranslation(['common', 'messages']);
  const user = useCurrentUser();
  const logout = useLogout();
  const routeExists = useRouteExists();
  if (!user) return null;
  const profilePath = PROFILE_PATHS[layoutRole];
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  return (
    // The header is fixed, so the button never scrolls away: no need to hide a detached menu.
    // Without the focus placeholder, keyboard focus lands on the first item, as in any menu.
    // Drawn inside the header rather than in a portal at the end of the page, the menu stays
    // within a landmark (the banner), where screen-reader users find what the page holds.
    <Menu
      position="bottom-end"
      width={240}
      withinPortal={false}
      hideDetached={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')} className={classes.userButton}>
          <Group gap="xs" wrap="nowrap">
            <AvatarPicture avatar={user.avatar} size={34} decorative />
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.firstname}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.signedInAs', { name: fullName || user.username })}</Menu.Label>
        {profilePath && routeExists(profilePath) ? (
          <Menu.Item
            component={Link}
            to={profilePath}
            leftSection={<IconUserCircle size={18} aria-hidden />}
          >
            {t('account.profile')}
          </Menu.Item>
        ) : null}
        {/* Red text on the grey of a focused item (4.9:1): a shaded `color` would also fill the
            focused item with a darker red, under the same red text. */}
        <Menu.Item
          c="red.9"
          leftSection={<IconLogout size={18} aria-hidden />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {logout.isPending ? t('messages:errors.processing') : t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
