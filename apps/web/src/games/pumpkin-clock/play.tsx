import { useEffect, useMemo, useRef } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { generateProblem } from './problems';
import type { PumpkinMood } from './pumpkin-body';
import { ReadClock } from './read-clock';
import { SetClock } from './set-clock';
import { TEXTS } from './texts';
import classes from './play.module.css';

/**
 * One exercise of the pumpkin clock: read the clock and pick the time, or set its hands.
 * The pumpkin lights up and grins when right; when wrong it frowns and shows the right time.
 */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, say, playSound } = props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const question =
    problem.mode === 'read'
      ? texts.readQuestion
      : `${texts.setQuestion(problem.time)}: ${texts.timeWords(problem.time)}.`;

  // Read once per exercise, not again when speech is switched on or off mid-exercise.
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    say(question);
  }, [say, question]);

  useEffect(() => {
    if (feedback === 'right') playSound('pop');
  }, [feedback, playSound]);

  const mood: PumpkinMood =
    feedback === 'right' ? 'happy' : feedback === 'wrong' ? 'sad' : 'neutral';

  return (
    <div className={reducedMotion ? classes.still : undefined} data-testid="pumpkin-clock">
      {problem.mode === 'read' ? (
        <ReadClock
          problem={problem}
          texts={texts}
          feedback={feedback}
          mood={mood}
          onAnswer={props.onAnswer}
        />
      ) : (
        <SetClock
          problem={problem}
          texts={texts}
          feedback={feedback}
          mood={mood}
          onAnswer={props.onAnswer}
          onMove={() => playSound('tick')}
        />
      )}
    </div>
  );
}
