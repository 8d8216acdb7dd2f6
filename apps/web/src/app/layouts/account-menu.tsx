import type { CurrentUser, RoleName } from '@aula/shared';
import { Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useRouteExists } from '../../lib/routes-context';
import { PROFILE_PATHS } from '../navigation';
import { AccountButton } from './account-button';

interface AccountMenuProps {
  user: CurrentUser;
  layoutRole: RoleName;
}

/** The account menu itself, fetched at the first click on the account button (user-menu.tsx). */
export function AccountMenu({ user, layoutRole }: AccountMenuProps) {
  const { t } = useTranslation(['common', 'messages']);
  const logout = useLogout();
  const routeExists = useRouteExists();
  const profilePath = PROFILE_PATHS[layoutRole];
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);

  // This menu replaces the button that was clicked: its own button takes the focus first, so
  // that closing the menu (Escape, a choice) brings the focus back to it, then it opens.
  useEffect(() => {
    target.current?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    // The header is fixed, so the button never scrolls away: no need to hide a detached menu.
    // Without the focus placeholder, keyboard focus lands on the first item, as in any menu.
    // Drawn inside the header rather than in a portal at the end of the page, the menu stays
    // within a landmark (the banner), where screen-reader users find what the page holds.
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      withinPortal={false}
      hideDetached={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountButton ref={target} user={user} />
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
