import { useActivityTracking } from '../../features/activity/use-activity-tracking';
import { AppLayout } from './app-layout';

export function StudentLayout() {
  // Students' active time is recorded (docs/product-rules.md#activity-time); other roles' not.
  useActivityTracking();
  return <AppLayout role="student" />;
}
