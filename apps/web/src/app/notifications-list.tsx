import { Notifications } from '@mantine/notifications';

/**
 * Where notifications show. A module of its own so the provider can fetch it after the first
 * render (it brings transitions and scroll handling the login screen does not need).
 */
export function NotificationsList() {
  // Top centre: clear of the header's menus and of the forms' submit buttons.
  return <Notifications position="top-center" limit={4} />;
}
