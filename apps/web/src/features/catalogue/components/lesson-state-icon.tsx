import type { Lesson } from '@aula/shared';
import { LESSON_STATE, LOCK } from '@aula/shared';
import { ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLock, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WithTooltip } from '../../../components/ui/with-tooltip';

export type LessonDisplayState = 'locked' | 'notStarted' | 'inProgress' | 'completed';

/** What a lesson looks like to the student: locked first, then how far they got. */
export function lessonDisplayState(lesson: Lesson, open = true): LessonDisplayState {
  if (!open || lesson.is_locked === LOCK.locked) return 'locked';
  if (lesson.state_id === LESSON_STATE.completed) return 'completed';
  if (lesson.state_id === LESSON_STATE.inProgress) return 'inProgress';
  return 'notStarted';
}

const LOOK = {
  locked: { icon: IconLock, color: 'gray.7' },
  notStarted: { icon: IconCircleDashed, color: 'indigo.8' },
  inProgress: { icon: IconProgress, color: 'orange.9' },
  completed: { icon: IconCircleCheck, color: 'teal.8' },
} as const;

/** The lesson's state as a picture, named for screen readers and on hover. */
export function LessonStateIcon({ state }: { state: LessonDisplayState }) {
  const { t } = useTranslation('catalogue');
  const { icon: StateGlyph, color } = LOOK[state];
  const label = t(`subject.lessonState.${state}`);
  return (
    <WithTooltip label={label} withArrow>
      {(ref) => (
        <ThemeIcon
          ref={ref}
          size={30}
          radius="xl"
          variant="light"
          color={color}
          role="img"
          aria-label={label}
        >
          <StateGlyph size={20} stroke={1.8} aria-hidden />
        </ThemeIcon>
      )}
    </WithTooltip>
  );
}
