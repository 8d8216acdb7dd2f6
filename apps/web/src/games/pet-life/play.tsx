import { useEffect, useMemo } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { BudgetForm } from './budget-form';
import { PetPicture } from './pet';
import { PetMeters } from './pet-meters';
import type { PetLifeAnswer, PetMeters as Meters } from './problems';
import { checkAnswer, generateProblem } from './problems';
import { SharingBoard } from './sharing-board';
import { ShopScene } from './shop-scene';
import type { PetMood } from './texts';
import { TEXTS } from './texts';
import classes from './play.module.css';
import shop from './shop.module.css';

/** A right answer feeds the pet and fills a fifth of its happiness. */
function metersAfter(meters: Meters, mood: PetMood): Meters {
  if (mood !== 'happy') return meters;
  return {
    ...meters,
    food: Math.min(100, meters.food + 15),
    happiness: Math.min(100, meters.happiness + 20),
  };
}

/** One exercise of pet-life: the pet and its meters, the story, and the board or the shop. */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, reducedMotion, onAnswer, say, playSound } =
    props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const question = texts.question(problem);
  const mood: PetMood = feedback === 'right' ? 'happy' : feedback === 'wrong' ? 'sad' : 'waiting';
  const locked = feedback === 'right' || feedback === 'wrong';

  useEffect(() => say(question), [say, question]);

  const check = (answer: PetLifeAnswer) => {
    if (!locked) onAnswer(checkAnswer(problem, answer));
  };

  return (
    <div className={`${classes.play} ${reducedMotion ? classes.still : ''}`} data-mood={mood}>
      <div className={classes.petCorner}>
        <PetPicture pet={problem.pet} mood={mood} label={texts.petScene(problem.pet, mood)} />
        <PetMeters
          pet={problem.pet}
          meters={metersAfter(problem.meters, mood)}
          language={language}
        />
      </div>
      <p className={classes.question} data-testid="pet-life-question">
        {question}
      </p>
      {feedback === 'right' ? <p className={classes.solved}>{texts.solved(problem)}</p> : null}
      {problem.kind === 'budget' ? (
        <>
          <ShopScene
            problem={problem}
            label={texts.shop.scene(problem)}
            solved={feedback === 'right'}
          />
          <p className={shop.shopFacts}>
            <span>{texts.shop.price(problem.divisor)}</span>
            <span>{texts.shop.purse(problem.dividend)}</span>
          </p>
          <BudgetForm texts={texts} locked={locked} onCheck={check} />
        </>
      ) : (
        <SharingBoard
          problem={problem}
          texts={texts}
          locked={locked}
          onCheck={check}
          playSound={playSound}
        />
      )}
    </div>
  );
}
