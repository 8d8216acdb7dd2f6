import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AnswerResult } from '../kit/game-machine';
import { dialOfTime, formatDigital, handAngles } from './clock-time';
import { ClockHand } from './clock-hand';
import { MiniPumpkin } from './mini-pumpkin';
import type { ReadProblem } from './problems';
import { checkAnswer } from './problems';
import type { PumpkinMood } from './pumpkin-body';
import { PumpkinClockPicture } from './pumpkin-clock-picture';
import type { PumpkinClockTexts } from './texts';
import { handPlaces } from './time-words';
import classes from './play.module.css';

interface ReadClockProps {
  problem: ReadProblem;
  texts: PumpkinClockTexts;
  feedback: AnswerResult | null;
  mood: PumpkinMood;
  onAnswer: (result: AnswerResult) => void;
}

/** Reading: the clock shows a time, and the child picks it among three pumpkins. */
export function ReadClock({ problem, texts, feedback, mood, onAnswer }: ReadClockProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const frozen = feedback === 'right' || feedback === 'wrong';
  const angles = handAngles(dialOfTime(problem.time));
  useEffect(() => buttons.current[0]?.focus(), []);

  // ← and → walk along the pumpkins too, as in a row of choices.
  const walk = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const count = problem.choices.length;
    buttons.current[(index + step + count) % count]?.focus();
  };

  return (
    <div className={classes.stage}>
      <p className={classes.question}>{texts.readQuestion}</p>
      <PumpkinClockPicture
        role="img"
        aria-label={texts.clockDescription(handPlaces(problem.time))}
        showNumbers={problem.showNumbers}
        mood={mood}
        hands={
          <g aria-hidden>
            <ClockHand kind="hour" angle={angles.hour} />
            <ClockHand kind="minute" angle={angles.minute} />
          </g>
        }
      />
      <p className={classes.hint}>{texts.readHint}</p>
      <div role="group" aria-label={texts.choicesLabel} className={classes.choices}>
        {problem.choices.map((choice, index) => {
          const isAnswer = choice.kind === 'answer';
          // After the answer: a tick on the right pumpkin, a cross on a wrong pick.
          const mark = !frozen ? null : isAnswer ? 'right' : picked === index ? 'wrong' : null;
          return (
            <button
              key={formatDigital(choice.time)}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              className={classes.choice}
              data-mark={mark ?? undefined}
              disabled={frozen}
              onKeyDown={(event) => walk(event, index)}
              onClick={() => {
                setPicked(index);
                onAnswer(checkAnswer(problem, choice.time));
              }}
            >
              <MiniPumpkin className={classes.choicePumpkin} />
              <span className={classes.choiceTime}>{formatDigital(choice.time)}</span>
              {mark ? (
                <span aria-hidden className={classes.mark}>
                  {mark === 'right' ? '✓' : '✗'}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {feedback === 'wrong' ? <p className={classes.reveal}>{texts.itWas(problem.time)}</p> : null}
    </div>
  );
}
