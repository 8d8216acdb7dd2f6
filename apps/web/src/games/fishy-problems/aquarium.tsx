import type { Language } from '@aula/shared';
import type { KeyboardEvent } from 'react';
import type { AnswerResult } from '../kit/game-machine';
import classes from './aquarium.module.css';
import { AquariumBackdrop } from './aquarium-backdrop';
import type { FishOutcome } from './fish-button';
import { FishButton } from './fish-button';
import { formatNumber } from './story-text';
import type { FishyTexts } from './texts';

interface AquariumProps {
  story: string;
  choices: readonly number[];
  texts: FishyTexts;
  language: Language;
  aimedAt: number;
  /** The fish caught by the last answer, if any. */
  caught: number | null;
  feedback: AnswerResult | null;
  /** Show end states, no movement. */
  still: boolean;
  onAim: (lane: number) => void;
  onCatch: (lane: number) => void;
  registerFish: (lane: number, element: HTMLButtonElement | null) => void;
  /** Moves the focus (and the net) to another lane's fish. */
  onMoveNet: (lane: number) => void;
}

/** Which way each arrow key moves the net through the lanes. */
const NET_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * The tank: the story on a sign at the top, then one lane per fish. Not a picture (it holds
 * buttons): the story is text and each fish is named by its number.
 */
export function Aquarium(props: AquariumProps) {
  const { choices, caught, feedback, aimedAt } = props;
  const settled = feedback === 'right' || feedback === 'wrong';

  const outcomeOf = (lane: number): FishOutcome => {
    if (lane !== caught) return null;
    if (feedback === 'right') return 'scooped';
    return feedback === 'wrong' ? 'escaped' : null;
  };

  const moveNet = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = choices.length - 1;
    const step = NET_STEPS[event.key];
    let lane: number | null = null;
    if (step !== undefined) lane = (aimedAt + step + choices.length) % choices.length;
    if (event.key === 'Home') lane = 0;
    if (event.key === 'End') lane = last;
    if (lane === null || settled) return;
    event.preventDefault();
    props.onMoveNet(lane);
  };

  return (
    <div
      className={classes.tank}
      data-motion={props.still ? 'off' : 'on'}
      data-frozen={settled}
      aria-label={props.texts.aquariumLabel}
      role="region"
    >
      <AquariumBackdrop />
      <div className={classes.sign}>
        <p className={classes.story}>{props.story}</p>
        <p className={classes.hint}>{props.texts.catchHint}</p>
      </div>
      <div
        className={classes.lanes}
        role="group"
        aria-label={props.texts.fishGroup}
        onKeyDown={moveNet}
      >
        {choices.map((number, lane) => (
          <div key={lane} className={classes.lane}>
            <FishButton
              lane={lane}
              numberText={formatNumber(number, props.language)}
              label={props.texts.fishName(formatNumber(number, props.language))}
              aimed={lane === aimedAt}
              outcome={outcomeOf(lane)}
              disabled={settled}
              onAim={() => props.onAim(lane)}
              onCatch={() => props.onCatch(lane)}
              register={(element) => props.registerFish(lane, element)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
