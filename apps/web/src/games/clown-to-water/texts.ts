import type { GameTexts } from '../kit/game-definition';
import type { Operator } from './problems';
import type { RingPoints } from './levels';

/** How many balls sit on each ring of the bonus target. */
export type RingCounts = Record<RingPoints, number>;

/** The game's own words, besides the title, how to play and the level names every game has. */
export interface ClownTexts extends GameTexts {
  /** The visible question of the bonus round (the sums show "7 + 5 = ?" instead). */
  bonusQuestion: (balls: number) => string;
  /** Read aloud: the sum in words. */
  spokenFact: (left: string, operator: Operator, right: string) => string;
  spokenBonus: (balls: number) => string;
  answerLabel: string;
  bonusAnswerLabel: string;
  sceneWaiting: string;
  sceneDunked: string;
  sceneMissed: string;
  /** The bonus target, described for those who cannot see it. */
  boardDescription: (counts: RingCounts, balls: number) => string;
  splash: string;
  tease: string;
}

/** "2 on 10, 1 on 5 and 1 on 1": only the rings that have balls, biggest first. */
function ringList(counts: RingCounts, on: string, and: string) {
  const parts = ([10, 5, 1] as const)
    .filter((ring) => counts[ring] > 0)
    .map((ring) => `${counts[ring]} ${on} ${ring}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}` : parts[0];
}

const en: ClownTexts = {
  title: 'Clown to Water',
  howToPlay:
    'A clown sits on a plank over a tank of water. Solve the sum, type the answer and press Enter (or tap the number keys and Check). A right answer throws the ball at the target and the clown splashes into the water! In the bonus round, add up the points of the balls on the target: the rings are worth 1, 5 and 10 points. Take your time: there is no clock.',
  levels: ['Sums within 10', 'Sums within 20', 'Sums within 100', 'Bonus: target points'],
  bonusQuestion: (balls) => `How many points did the ${balls} balls score?`,
  spokenFact: (left, operator, right) =>
    `What is ${left} ${operator === '+' ? 'plus' : 'minus'} ${right}?`,
  spokenBonus: (balls) => `${balls} balls hit the target. How many points did they score in all?`,
  answerLabel: 'Your answer',
  bonusAnswerLabel: 'Total points',
  sceneWaiting:
    'A clown sits on a plank over a tank of water, next to a small round target. Hit the target to dunk the clown!',
  sceneDunked: 'The ball hit the target and the clown fell into the water with a big splash!',
  sceneMissed: 'The ball missed and bounced off the tank. The clown is still dry and laughing.',
  boardDescription: (counts, balls) =>
    `A points target with three rings: 10 points in the middle, 5 points around it and 1 point on the outside. ${balls} balls landed on it: ${ringList(counts, 'on', 'and')}.`,
  splash: 'Splash!',
  tease: 'Ha ha!',
};

const es: ClownTexts = {
  title: 'Al agua, payaso',
  howToPlay:
    'Un payaso está sentado en una tabla sobre un tanque de agua. Resuelve la operación, escribe la respuesta y pulsa Intro (o toca las teclas de los números y Comprobar). ¡Si aciertas, la pelota da en la diana y el payaso cae al agua! En la ronda extra, suma los puntos de las pelotas que hay en la diana: los anillos valen 1, 5 y 10 puntos. Tómate tu tiempo: no hay reloj.',
  levels: ['Hasta 10', 'Hasta 20', 'Hasta 100', 'Extra: puntos de la diana'],
  bonusQuestion: (balls) => `¿Cuántos puntos sumaron las ${balls} pelotas?`,
  spokenFact: (left, operator, right) =>
    `¿Cuánto es ${left} ${operator === '+' ? 'más' : 'menos'} ${right}?`,
  spokenBonus: (balls) => `${balls} pelotas dieron en la diana. ¿Cuántos puntos suman en total?`,
  answerLabel: 'Tu respuesta',
  bonusAnswerLabel: 'Total de puntos',
  sceneWaiting:
    'Un payaso está sentado en una tabla sobre un tanque de agua, junto a una pequeña diana redonda. ¡Da en la diana para que el payaso caiga al agua!',
  sceneDunked: '¡La pelota dio en la diana y el payaso cayó al agua con un gran chapuzón!',
  sceneMissed: 'La pelota falló y rebotó en el tanque. El payaso sigue seco y se ríe.',
  boardDescription: (counts, balls) =>
    `Una diana de puntos con tres anillos: 10 puntos en el centro, 5 puntos alrededor y 1 punto por fuera. Cayeron ${balls} pelotas: ${ringList(counts, 'en el', 'y')}.`,
  splash: '¡Plaf!',
  tease: '¡Ja, ja!',
};

export const TEXTS = { en, es } as const;
