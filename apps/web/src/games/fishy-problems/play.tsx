import { useEffect, useMemo, useRef, useState } from 'react';
import type { GamePlayProps } from '../kit/game-definition';
import { parseWholeNumber } from '../kit/parse-number';
import { Aquarium } from './aquarium';
import classes from './play.module.css';
import { checkAnswer, generateProblem } from './problems';
import { storyText } from './story-text';
import { TEXTS } from './texts';
import { TypeAnswer } from './type-answer';

/**
 * One exercise of Fishy Problems: a story on the aquarium's sign, fish carrying numbers, and a
 * net. Catching a fish (or typing its number) answers; the scene then shows what happened —
 * scooped up with bubbles when right, wriggling out of the net when wrong.
 */
export function Play(props: GamePlayProps) {
  const { level, exercise, seed, feedback, language, onAnswer, say, playSound } = props;
  const problem = useMemo(() => generateProblem(level, exercise, seed), [level, exercise, seed]);
  const texts = TEXTS[language];
  const story = storyText(problem, language);
  const [aimedAt, setAimedAt] = useState(0);
  const [caught, setCaught] = useState<number | null>(null);
  const fish = useRef<(HTMLButtonElement | null)[]>([]);
  const settled = feedback === 'right' || feedback === 'wrong';

  // The net starts on the first fish, so the keyboard plays at once.
  useEffect(() => fish.current[0]?.focus(), []);

  useEffect(() => say(story), [say, story]);

  // The scene's own sounds, once per answer: bubbles for a catch, a splash for an escape.
  useEffect(() => {
    if (feedback === 'right') playSound('pop');
    if (feedback === 'wrong') playSound('splash');
    // A mute toggle while the outcome shows must not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedback]);

  const catchFish = (lane: number) => {
    if (settled) return;
    setAimedAt(lane);
    setCaught(lane);
    playSound('whoosh');
    onAnswer(checkAnswer(problem, problem.choices[lane]));
  };

  const catchTyped = (text: string) => {
    if (settled) return;
    const result = checkAnswer(problem, text);
    if (result !== 'invalid') {
      // A typed number is caught like the fish that carries it, if one does.
      const lane = problem.choices.indexOf(parseWholeNumber(text, 3) ?? -1);
      setCaught(lane >= 0 ? lane : null);
      if (lane >= 0) setAimedAt(lane);
      playSound('whoosh');
    }
    onAnswer(result);
  };

  return (
    <div className={classes.play}>
      <Aquarium
        story={story}
        choices={problem.choices}
        texts={texts}
        language={language}
        aimedAt={aimedAt}
        caught={caught}
        feedback={feedback}
        still={props.reducedMotion}
        onAim={setAimedAt}
        onCatch={catchFish}
        registerFish={(lane, element) => {
          fish.current[lane] = element;
        }}
        onMoveNet={(lane) => {
          setAimedAt(lane);
          fish.current[lane]?.focus();
        }}
      />
      <TypeAnswer
        label={texts.typeLabel}
        buttonText={texts.catchButton}
        disabled={settled}
        onSubmit={catchTyped}
      />
    </div>
  );
}
