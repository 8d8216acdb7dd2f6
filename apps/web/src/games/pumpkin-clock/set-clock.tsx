import { ActionIcon, Button, Group } from '@mantine/core';
import { IconCheck, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { AnswerResult } from '../kit/game-machine';
import type { HandKind } from './clock-hand';
import { ClockHand } from './clock-hand';
import { dialOfTime, formatDigital, handAngles, timeOfDial } from './clock-time';
import type { SetProblem } from './problems';
import { checkAnswer } from './problems';
import type { PumpkinMood } from './pumpkin-body';
import { PumpkinClockPicture } from './pumpkin-clock-picture';
import type { PumpkinClockTexts } from './texts';
import { useHandTurning } from './use-hand-turning';
import classes from './play.module.css';

interface SetClockProps {
  problem: SetProblem;
  texts: PumpkinClockTexts;
  feedback: AnswerResult | null;
  mood: PumpkinMood;
  onAnswer: (result: AnswerResult) => void;
  onMove: () => void;
}

/** Setting: the child turns the hands to the time asked and checks. */
export function SetClock({ problem, texts, feedback, mood, onAnswer, onMove }: SetClockProps) {
  const frozen = feedback === 'right' || feedback === 'wrong';
  const { dial, touched, turn, keyHandlers, pointerHandlers } = useHandTurning({
    handStep: problem.handStep,
    frozen,
    onMove,
    onCheck: () => check(),
  });
  // Hands never moved are no answer at all: invalid, which costs no life.
  const check = () => onAnswer(checkAnswer(problem, touched ? timeOfDial(dial) : null));
  const minuteHand = useRef<SVGGElement>(null);
  useEffect(() => minuteHand.current?.focus(), []);

  const shown = timeOfDial(dial);
  const angles = handAngles(dial);
  const answerAngles = handAngles(dialOfTime(problem.time));
  const slider = (hand: HandKind) => ({
    role: 'slider',
    tabIndex: 0,
    'data-hand': hand,
    className: classes.handSlider,
    'aria-label': hand === 'hour' ? texts.hourHand : texts.minuteHand,
    'aria-valuemin': hand === 'hour' ? 1 : 0,
    'aria-valuemax': hand === 'hour' ? 12 : 59,
    'aria-valuenow': hand === 'hour' ? shown.hour : shown.minute,
    'aria-valuetext': formatDigital(shown),
    'aria-disabled': frozen || undefined,
    ...keyHandlers,
  });
  const nudge = (label: string, minutes: number, clockwise: boolean) => (
    <ActionIcon
      variant="light"
      size="lg"
      radius="xl"
      aria-label={label}
      tabIndex={-1}
      disabled={frozen}
      onClick={() => turn(minutes)}
    >
      {clockwise ? <IconRotateClockwise2 size={20} /> : <IconRotate2 size={20} />}
    </ActionIcon>
  );

  return (
    <div className={classes.stage}>
      <p className={classes.question}>
        {texts.setQuestion(problem.time)}
        <span className={classes.words}>{texts.timeWords(problem.time)}</span>
      </p>
      <PumpkinClockPicture
        role="group"
        aria-label={texts.clockGroup}
        showNumbers={problem.showNumbers}
        mood={mood}
        style={{ touchAction: 'none' }}
        {...pointerHandlers}
        hands={
          <>
            <g {...slider('hour')}>
              <ClockHand kind="hour" angle={angles.hour} grip />
            </g>
            <g {...slider('minute')} ref={minuteHand}>
              <ClockHand kind="minute" angle={angles.minute} grip />
            </g>
            {feedback === 'wrong' ? (
              <g aria-hidden className={classes.noPointer}>
                <ClockHand kind="hour" angle={answerAngles.hour} ghost />
                <ClockHand kind="minute" angle={answerAngles.minute} ghost />
              </g>
            ) : null}
          </>
        }
      />
      <p className={classes.hint}>{texts.setHint}</p>
      <Group gap="lg" justify="center">
        <Group gap={6} aria-label={texts.hourHand} role="group">
          {nudge(texts.hourBack, -60, false)}
          <span className={classes.nudgeName} aria-hidden>
            {texts.hourHand}
          </span>
          {nudge(texts.hourForward, 60, true)}
        </Group>
        <Group gap={6} aria-label={texts.minuteHand} role="group">
          {nudge(texts.minutesBack(problem.handStep), -problem.handStep, false)}
          <span className={classes.nudgeName} aria-hidden>
            {texts.minuteHand}
          </span>
          {nudge(texts.minutesForward(problem.handStep), problem.handStep, true)}
        </Group>
      </Group>
      <Button size="md" leftSection={<IconCheck aria-hidden />} disabled={frozen} onClick={check}>
        {texts.check}
      </Button>
      {feedback === 'wrong' ? <p className={classes.reveal}>{texts.itWas(problem.time)}</p> : null}
    </div>
  );
}
