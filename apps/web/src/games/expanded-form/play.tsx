import { useEffect, useMemo } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { BlankBoard } from './blank-board';
import type { BuddyMood } from './block-buddy';
import { BlockBuddy } from './block-buddy';
import { BuildBoard } from './build-board';
import { ChooseBoard } from './choose-board';
import classes from './play.module.css';
import { generateProblem } from './problems';
import { questionOf } from './questions';
import { TEXTS } from './texts';

/**
 * One exercise of Expanded Form: Blocky asks, the board below takes the answer (blocks, a
 * typed part or a choice), and the full equation appears above it when it is right.
 */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say, playSound } =
    props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const question = questionOf(problem, texts, language);
  const spoken = question.spoken;
  useEffect(() => say(spoken), [say, spoken]);

  // While right or wrong is shown the board is frozen; invalid leaves it open to fix.
  const locked = feedback === 'right' || feedback === 'wrong';
  const mood: BuddyMood =
    feedback === 'right' ? 'happy' : feedback === 'wrong' ? 'puzzled' : 'ready';
  const common = { texts, language, locked, onAnswer };

  return (
    <div
      className={`${classes.play} ${reducedMotion ? '' : classes.animated}`}
      data-feedback={feedback ?? undefined}
    >
      <div className={classes.stage}>
        <BlockBuddy mood={mood} />
        <p className={classes.bubble}>{question.shown}</p>
      </div>
      {/* Right: the whole equation, where the eye already is (above the board). */}
      {feedback === 'right' ? (
        <p className={classes.solution} data-testid="expanded-form-solution">
          <span aria-hidden>✓ </span>
          {question.solution}
        </p>
      ) : null}
      {problem.mode === 'build' ? (
        <BuildBoard problem={problem} playSound={playSound} {...common} />
      ) : problem.mode === 'blank' ? (
        <BlankBoard problem={problem} solved={feedback === 'right'} {...common} />
      ) : (
        <ChooseBoard problem={problem} feedback={feedback} {...common} />
      )}
    </div>
  );
}
