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
import { NAMESPACES } from '../../locales/resources';

export function UserMenu({ layoutRole }: { layoutRole: RoleName }) {
  const { t } = useTranslation(NAMESPACES);
  const user = useCurrentUser();
  const logout = useLogout();
  const routeExists = useRouteExists();
  if (!user) return null;
  const profilePath = PROFILE_PATHS[layoutRole];
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  return (
    // The header is fixed, so the button never scrolls away: no need to hide a detached menu.
    // Without the focus placeholder, keyboard focus lands on the first item, as in any menu.
    <Menu
      position="bottom-end"
      width={240}
      withinPortal
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
        <Menu.Item
          color="red.9"
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
