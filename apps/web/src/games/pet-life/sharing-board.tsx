import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconGridDots } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { SoundEffect } from '../kit/sounds';
import { BoardSpot } from './board-spot';
import type { PetLifeAnswer, PetLifeProblem } from './problems';
import type { PetLifeTexts } from './texts';
import { TreatPile } from './treat';
import classes from './board.module.css';

interface SharingBoardProps {
  problem: PetLifeProblem;
  texts: PetLifeTexts;
  /** Right or wrong is being shown: the board is frozen. */
  locked: boolean;
  onCheck: (answer: PetLifeAnswer) => void;
  playSound: (effect: SoundEffect) => void;
}

/** Keys on a bowl: + and Enter drop a treat (Enter by the button's click), − takes one back. */
const ADD_KEYS = new Set(['+', 'Add']);
const REMOVE_KEYS = new Set(['-', '−', 'Subtract', 'Backspace', 'Delete']);
const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The bag of treats, the bowls and (from level 2) the jar. The bowls and the jar are one Tab
 * stop, a toolbar walked with the arrow keys, so a child with a keyboard shares treats without
 * tabbing through every "−" button.
 */
export function SharingBoard({ problem, texts, locked, onCheck, playSound }: SharingBoardProps) {
  const board = texts.board;
  const [bowls, setBowls] = useState<number[]>(() =>
    Array.from({ length: problem.bowls }, () => 0),
  );
  const [jar, setJar] = useState(0);
  const [chosen, setChosen] = useState(0);
  const [hint, setHint] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const jarSpot = problem.jar ? problem.bowls : -1;
  const spots = problem.bowls + (problem.jar ? 1 : 0);
  const inBag = problem.dividend - bowls.reduce((sum, count) => sum + count, 0) - jar;

  const change = (spot: number, by: 1 | -1) => {
    if (locked) return;
    const count = spot === jarSpot ? jar : (bowls[spot] ?? 0);
    if ((by === 1 && inBag === 0) || (by === -1 && count === 0)) {
      playSound('tick');
      setHint(by === 1 ? board.bagEmpty : null);
      return;
    }
    setHint(null);
    if (spot === jarSpot) setJar(jar + by);
    else setBowls(bowls.map((value, index) => (index === spot ? value + by : value)));
    playSound(by === -1 ? 'tick' : spot === jarSpot ? 'coin' : 'pop');
  };

  const dealRound = () => {
    if (inBag < problem.bowls) {
      playSound('tick');
      setHint(inBag === 0 ? board.bagEmpty : board.notEnough);
      return;
    }
    setHint(null);
    setBowls(bowls.map((value) => value + 1));
    playSound('whoosh');
  };

  const emptyAll = () => {
    setHint(null);
    setBowls(bowls.map(() => 0));
    setJar(0);
    playSound('whoosh');
  };

  const onKeyDown = (spot: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    const target =
      move !== undefined
        ? (spot + move + spots) % spots
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? spots - 1
            : null;
    if (target !== null) {
      event.preventDefault();
      setChosen(target);
      buttons.current[target]?.focus();
    } else if (ADD_KEYS.has(event.key) || (event.key === '=' && !event.ctrlKey)) {
      event.preventDefault();
      change(spot, 1);
    } else if (REMOVE_KEYS.has(event.key)) {
      event.preventDefault();
      change(spot, -1);
    }
  };

  const spot = (index: number) => {
    const isJar = index === jarSpot;
    const count = isJar ? jar : (bowls[index] ?? 0);
    const name = isJar ? board.jarName : board.bowlName(index + 1);
    return (
      <BoardSpot
        key={index}
        pet={problem.pet}
        kind={isJar ? 'jar' : 'bowl'}
        number={index + 1}
        count={count}
        name={name}
        countText={board.treats(count)}
        label={`${name}: ${board.treats(count)}`}
        removeLabel={isJar ? board.takeFromJar : board.takeFromBowl(index + 1)}
        chosen={chosen === index}
        autoFocus={index === 0}
        disabled={locked}
        register={(button) => {
          buttons.current[index] = button;
        }}
        onAdd={() => change(index, 1)}
        onRemove={() => change(index, -1)}
        onKeyDown={(event) => onKeyDown(index, event)}
        onFocus={() => setChosen(index)}
      />
    );
  };

  return (
    <div className={classes.board} data-locked={locked}>
      <div className={classes.bag}>
        <svg viewBox="0 0 80 70" aria-hidden className={classes.bagArt}>
          <TreatPile
            pet={problem.pet}
            count={inBag}
            perRow={3}
            max={3}
            left={20}
            bottom={10}
            step={14}
          />
          <path
            d="M14 26 Q6 68 40 68 Q74 68 66 26 Q40 16 14 26 Z"
            fill="#c8955a"
            stroke="#7a5128"
            strokeWidth="2.5"
          />
          <path
            d="M22 30 Q40 38 58 30"
            fill="none"
            stroke="#7a5128"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
        <p aria-live="polite" className={classes.bagText}>
          <strong>{board.bag(inBag)}</strong>
          {hint ? <span className={classes.hint}>{hint}</span> : null}
        </p>
      </div>
      <p id={hintId} className={classes.keysHint}>
        {board.keysHint}
      </p>
      <div
        role="toolbar"
        aria-label={board.label}
        aria-describedby={hintId}
        className={classes.spots}
      >
        {Array.from({ length: spots }, (_, index) => spot(index))}
      </div>
      <Group justify="center" gap="sm" className={classes.actions}>
        <Button
          variant="default"
          leftSection={<IconGridDots size={18} aria-hidden />}
          onClick={dealRound}
          disabled={locked}
        >
          {board.dealRound}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={emptyAll}
          disabled={locked}
        >
          {board.emptyAll}
        </Button>
        <Button
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => onCheck({ kind: 'board', bowls, jar })}
          disabled={locked}
        >
          {texts.check}
        </Button>
      </Group>
    </div>
  );
}
