import { useEffect, useMemo, useRef } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { NumberPad } from '../kit/number-pad';
import type { SoundEffect } from '../kit/sounds';
import { Egg, EggPatternDefs, usePatternPrefix } from './egg';
import type { EggLook } from './egg-looks';
import classes from './play.module.css';
import type { EggProblem } from './problems';
import { checkAnswer, generateProblem } from './problems';
import { Scene } from './scene';
import { TEXTS } from './texts';

/** What each scene sounds like as it opens: a basket swishing up, eggs popping, cartons set down. */
const OPENING_SOUND: Record<EggProblem['kind'], SoundEffect> = {
  baskets: 'whoosh',
  colours: 'pop',
  cartons: 'tap',
};

/** The asked look beside the colour question, so the words have a picture to match. */
function SampleEgg({ look }: { look: EggLook }) {
  const prefix = usePatternPrefix();
  return (
    <svg viewBox="-2 -2 24 30" className={classes.sampleEgg} aria-hidden="true">
      <EggPatternDefs prefix={prefix} />
      <Egg look={look} prefix={prefix} x={0} y={0} />
    </svg>
  );
}

/** One exercise of Easter Egg Count: look at the meadow, count, type the number. */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say, playSound } =
    props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const question = texts.question(problem);

  // Once per exercise (the kit remounts Play for each try), even if say or playSound change.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    say(question);
    playSound(OPENING_SOUND[problem.kind]);
  }, [question, problem.kind, say, playSound]);

  const cheered = useRef(false);
  useEffect(() => {
    if (feedback !== 'right' || cheered.current) return;
    cheered.current = true;
    playSound('pop');
  }, [feedback, playSound]);

  const answering = feedback !== 'right' && feedback !== 'wrong';

  return (
    <div className={classes.play}>
      <Scene
        problem={problem}
        feedback={feedback}
        label={texts.scene(problem)}
        animate={!reducedMotion}
        language={language}
      />
      <p className={classes.question} data-testid="easter-egg-question">
        {problem.kind === 'colours' ? <SampleEgg look={problem.target} /> : null}
        <span>{question}</span>
      </p>
      {feedback === 'right' ? (
        <p className={classes.explanation} data-testid="easter-egg-explanation">
          {texts.explanation(problem)}
        </p>
      ) : null}
      <NumberPad
        label={texts.answerLabel}
        maxLength={3}
        disabled={!answering}
        onSubmit={(text) => onAnswer(checkAnswer(problem, text))}
      />
    </div>
  );
}
