import { useEffect, useMemo } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { NumberPad } from '../kit/number-pad';
import classes from './play.module.css';
import type { ClownProblem } from './problems';
import { ballsPerRing, checkAnswer, generateProblem } from './problems';
import { Scene } from './scene';
import type { ClownTexts } from './texts';
import { TEXTS } from './texts';

/** When the clown reaches the water, and when a missed ball hits the tank (scene.module.css). */
const SPLASH_AT_MS = 850;
const BOUNCE_AT_MS = 500;

/**
 * One exercise of Clown to Water: the sum (or the bonus target), the dunk tank, and the number
 * pad. The kit mounts it afresh for every exercise and every try, so the problem is simply
 * generated from the props.
 */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say, playSound } =
    props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const format = useMemo(() => new Intl.NumberFormat(language), [language]);

  const spoken = spokenQuestion(problem, texts, format);

  // Read once per exercise, and again if the child turns reading aloud on while it shows.
  useEffect(() => say(spoken), [spoken, say]);

  // The splash (or the bounce) is heard when it is seen; at once when nothing moves.
  useEffect(() => {
    if (feedback !== 'right' && feedback !== 'wrong') return;
    const effect = feedback === 'right' ? 'splash' : 'pop';
    const delay = reducedMotion ? 0 : feedback === 'right' ? SPLASH_AT_MS : BOUNCE_AT_MS;
    const timer = window.setTimeout(() => playSound(effect), delay);
    return () => window.clearTimeout(timer);
  }, [feedback, reducedMotion, playSound]);

  const answering = feedback !== 'right' && feedback !== 'wrong';
  const submit = (text: string) => {
    if (!answering) return;
    const result = checkAnswer(problem, text);
    if (result !== 'invalid') playSound('whoosh');
    onAnswer(result);
  };

  return (
    <div className={classes.play}>
      <p className={classes.question} data-testid="clown-question">
        {visibleQuestion(problem, texts, format)}
      </p>
      <div className={classes.row}>
        <div className={classes.sceneBox}>
          <Scene
            problem={problem}
            feedback={feedback}
            reducedMotion={reducedMotion}
            label={sceneLabel(problem, feedback, texts)}
            splashText={texts.splash}
            teaseText={texts.tease}
          />
        </div>
        <NumberPad
          onSubmit={submit}
          label={problem.kind === 'bonus' ? texts.bonusAnswerLabel : texts.answerLabel}
          maxLength={3}
          disabled={!answering}
        />
      </div>
    </div>
  );
}

function visibleQuestion(problem: ClownProblem, texts: ClownTexts, format: Intl.NumberFormat) {
  if (problem.kind === 'bonus') return texts.bonusQuestion(problem.hits.length);
  // A true minus sign reads better than a hyphen, and is what a screen reader calls "minus".
  const operator = problem.operator === '+' ? '+' : '−';
  return `${format.format(problem.left)} ${operator} ${format.format(problem.right)} = ?`;
}

function spokenQuestion(problem: ClownProblem, texts: ClownTexts, format: Intl.NumberFormat) {
  if (problem.kind === 'bonus') return texts.spokenBonus(problem.hits.length);
  return texts.spokenFact(
    format.format(problem.left),
    problem.operator,
    format.format(problem.right),
  );
}

function sceneLabel(problem: ClownProblem, feedback: GamePlayProps['feedback'], texts: ClownTexts) {
  const outcome =
    feedback === 'right'
      ? texts.sceneDunked
      : feedback === 'wrong'
        ? texts.sceneMissed
        : texts.sceneWaiting;
  if (problem.kind !== 'bonus') return outcome;
  return `${texts.boardDescription(ballsPerRing(problem), problem.hits.length)} ${outcome}`;
}
