import type { GameName, Language } from '@aula/shared';
import type { ComponentType, SVGProps } from 'react';
import type { AnswerResult } from './game-machine';
import type { SoundEffect } from './sounds';

/** The texts every game has, in each language; a game's own texts extend these. */
export interface GameTexts {
  title: string;
  /** How to play, shown on the home screen and read aloud when speech is on. */
  howToPlay: string;
  /** One name per level of the game's level table, easiest first. */
  levels: readonly string[];
}

/** What the kit gives the game's play screen for one exercise. */
export interface GamePlayProps {
  /** 0-based level of the game's level table. */
  level: number;
  /** 0-based exercise of the round: the sub-level, harder as it rises. */
  exercise: number;
  /** The round's seed: the exercise's problem is `generate(level, exercise, seed)`. */
  seed: number;
  /** The answer being shown (right, wrong, invalid), or null while the child is answering. */
  feedback: AnswerResult | null;
  language: Language;
  /** The user asked for less motion: show the end state of animations, not the movement. */
  reducedMotion: boolean;
  /** Report the child's answer; ignored while right or wrong is being shown. */
  onAnswer: (result: AnswerResult) => void;
  /** Reads a text aloud in the user's language, when speech is on. */
  say: (text: string) => void;
  /** Plays a sound effect, unless muted. Right, wrong, invalid and the end are played by the kit. */
  playSound: (effect: SoundEffect) => void;
}

export interface GameDefinition {
  name: GameName;
  texts: Record<Language, GameTexts>;
  /** The length of the game's level table. */
  levelCount: number;
  /** The play area of one exercise; it is mounted afresh for every exercise and every try. */
  Play: ComponentType<GamePlayProps>;
  /** The game's picture on its home screen (the menu has every cover, in games/covers.ts). */
  Cover: ComponentType<SVGProps<SVGSVGElement>>;
}
