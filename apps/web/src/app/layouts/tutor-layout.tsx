import { AppLayout } from './app-layout';

/** Tutors move between many screens, so theirs keeps a strip of visited views. */
export function TutorLayout() {
  return <AppLayout role="tutor" withVisitedViews />;
}
