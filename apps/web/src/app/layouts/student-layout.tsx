import { AppLayout } from './app-layout';

export function StudentLayout() {
  return <AppLayout role="student" />;
}
