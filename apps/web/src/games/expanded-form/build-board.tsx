import type { Language } from '@aula/shared';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { AnswerResult } from '../kit/game-machine';
import type { SoundEffect } from '../kit/sounds';
import { BlockCounter } from './block-counter';
import { formatNumber } from './format';
import { PlaceColumn } from './place-column';
import { blocksValue } from './places';
import classes from './play.module.css';
import type { ExpandedFormProblem } from './problems';
import { checkAnswer } from './problems';
import type { ExpandedFormTexts } from './texts';

interface BuildBoardProps {
  problem: Extract<ExpandedFormProblem, { mode: 'build' }>;
  texts: ExpandedFormTexts;
  language: Language;
  locked: boolean;
  onAnswer: (result: AnswerResult) => void;
  playSound: (effect: SoundEffect) => void;
}

/** Build mode: the target number and one column of blocks per place, filled with + and −. */
export function BuildBoard({
  problem,
  texts,
  language,
  locked,
  onAnswer,
  playSound,
}: BuildBoardProps) {
  const [counts, setCounts] = useState(() => problem.places.map(() => 0));
  const firstColumn = useRef<HTMLDivElement>(null);
  useEffect(() => firstColumn.current?.focus(), []);

  const check = () => {
    if (!locked) onAnswer(checkAnswer(problem, { kind: 'blocks', counts }));
  };
  const change = (column: number, next: number) => {
    const before = counts[column] ?? 0;
    if (next === before) return;
    playSound(next > before ? 'pop' : 'tap');
    setCounts(counts.map((count, index) => (index === column ? next : count)));
  };

  return (
    <form
      className={classes.board}
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <p className={classes.bigNumber}>{formatNumber(problem.value, language)}</p>
      <div className={classes.mat}>
        {problem.places.map((place, index) => {
          const count = counts[index] ?? 0;
          const value = formatNumber(blocksValue(place, count), language);
          return (
            <PlaceColumn key={place} place={place} name={texts.placeNames[place]} count={count}>
              <BlockCounter
                ref={index === 0 ? firstColumn : undefined}
                label={texts.placeNames[place]}
                valueText={texts.columnValue(count, place, value)}
                addLabel={texts.addBlock[place]}
                removeLabel={texts.removeBlock[place]}
                count={count}
                disabled={locked}
                onChange={(next) => change(index, next)}
                onSubmit={check}
              />
              <p className={classes.columnValue} aria-hidden>
                = {value}
              </p>
            </PlaceColumn>
          );
        })}
      </div>
      <p className={classes.hint}>{texts.buildHint}</p>
      <Button type="submit" size="md" leftSection={<IconCheck aria-hidden />} disabled={locked}>
        {texts.check}
      </Button>
    </form>
  );
}
