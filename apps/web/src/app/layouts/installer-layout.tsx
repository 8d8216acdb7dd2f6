import { AppLayout } from './app-layout';

export function InstallerLayout() {
  return <AppLayout role="installer" />;
}
