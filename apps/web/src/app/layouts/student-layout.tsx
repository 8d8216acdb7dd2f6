import { useActivityTracking } from '../../features/activity/use-activity-tracking';
import { AppLayout } from './app-layout';

export function StudentLayout() {
  // Students' active time is recorded (spec section 4); other roles are not tracked.
  useActivityTracking();
  return <AppLayout role="student" />;
}
