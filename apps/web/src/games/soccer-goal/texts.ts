import type { GameTexts } from '../kit/game-definition';
import type { Operation } from './levels';

/** What the game says, in English and Spanish; numbers arrive already formatted. */
export interface SoccerTexts extends GameTexts {
  /** Where each zone is, by how many zones there are: used as "Kick {position}". */
  positions: Record<3 | 4 | 5, readonly string[]>;
  operationWords: Record<Operation, string>;
  /** The question as read aloud: symbols do not read well. */
  spokenQuestion: (left: string, operation: Operation, right: string) => string;
  kickZone: (position: string, value: string) => string;
  goalLabel: string;
  keyHint: (zones: number) => string;
  sceneWaiting: (zones: number, keeperSways: boolean) => string;
  sceneGoal: (position: string) => string;
  sceneSaved: (position: string) => string;
  goal: string;
  saved: string;
}

const en: SoccerTexts = {
  title: 'Soccer Goal',
  howToPlay:
    'Read the question above the goal. Each zone of the goal shows an answer: kick the ball at ' +
    'the right one to score! Click or tap a zone, or use the keyboard: ← ↑ → kick left, to the ' +
    'middle or right; the keys 1 to 5 kick at the zones counted from the left; Tab to a zone ' +
    'and Enter works too. A wrong kick is saved by the keeper and costs a life. There is no ' +
    'hurry: take your time.',
  levels: [
    'Adding within 20',
    'Adding and subtracting within 100',
    'Times tables',
    'A moving keeper',
    'Four or five zones',
  ],
  positions: {
    3: ['left', 'to the middle', 'right'],
    4: ['to the far left', 'left of centre', 'right of centre', 'to the far right'],
    5: ['to the far left', 'left', 'to the middle', 'right', 'to the far right'],
  },
  operationWords: { add: 'plus', subtract: 'minus', multiply: 'times', divide: 'divided by' },
  spokenQuestion: (left, operation, right) =>
    `How much is ${left} ${en.operationWords[operation]} ${right}?`,
  kickZone: (position, value) => `Kick ${position}: ${value}`,
  goalLabel: 'The goal: choose where to kick',
  keyHint: (zones) =>
    zones === 3
      ? 'Keys: ← ↑ → or 1 2 3 kick at once.'
      : `Keys: 1 to ${zones} kick at a zone; ← → aim and Enter kicks.`,
  sceneWaiting: (zones, keeperSways) =>
    `A goal split into ${zones} answer zones. The keeper ${
      keeperSways ? 'sways from side to side' : 'waits in the middle'
    }; the ball is on the penalty spot.`,
  sceneGoal: (position) => `Goal! You kicked ${position} and the ball is in the net.`,
  sceneSaved: (position) => `You kicked ${position}: the keeper dived and saved the ball.`,
  goal: 'GOAL!',
  saved: 'SAVED!',
};

const es: SoccerTexts = {
  title: 'Gol de fútbol',
  howToPlay:
    'Lee la pregunta que está encima de la portería. Cada zona de la portería muestra una ' +
    'respuesta: ¡patea el balón hacia la correcta para marcar gol! Haz clic o toca una zona, o ' +
    'usa el teclado: ← ↑ → patean a la izquierda, al centro o a la derecha; las teclas 1 a 5 ' +
    'patean a las zonas contadas desde la izquierda; también puedes ir a una zona con Tab y ' +
    'pulsar Enter. Si fallas, el portero para el balón y pierdes una vida. No hay prisa: ' +
    'tómate tu tiempo.',
  levels: [
    'Sumas hasta 20',
    'Sumas y restas hasta 100',
    'Tablas de multiplicar',
    'Un portero que se mueve',
    'Cuatro o cinco zonas',
  ],
  positions: {
    3: ['a la izquierda', 'al centro', 'a la derecha'],
    4: [
      'a la esquina izquierda',
      'al centro por la izquierda',
      'al centro por la derecha',
      'a la esquina derecha',
    ],
    5: [
      'a la esquina izquierda',
      'a la izquierda',
      'al centro',
      'a la derecha',
      'a la esquina derecha',
    ],
  },
  operationWords: { add: 'más', subtract: 'menos', multiply: 'por', divide: 'entre' },
  spokenQuestion: (left, operation, right) =>
    `¿Cuánto es ${left} ${es.operationWords[operation]} ${right}?`,
  kickZone: (position, value) => `Patear ${position}: ${value}`,
  goalLabel: 'La portería: elige adónde patear',
  keyHint: (zones) =>
    zones === 3
      ? 'Teclas: ← ↑ → o 1 2 3 patean al instante.'
      : `Teclas: de 1 a ${zones} patean a una zona; ← → apuntan y Enter patea.`,
  sceneWaiting: (zones, keeperSways) =>
    `Una portería dividida en ${zones} zonas de respuesta. El portero ${
      keeperSways ? 'se mueve de lado a lado' : 'espera en el centro'
    }; el balón está en el punto de penalti.`,
  sceneGoal: (position) => `¡Gol! Pateaste ${position} y el balón está en la red.`,
  sceneSaved: (position) => `Pateaste ${position}: el portero se lanzó y paró el balón.`,
  goal: '¡GOL!',
  saved: '¡PARADA!',
};

export const TEXTS = { en, es };

/** The operation's sign as shown in the question. */
export const OPERATION_SIGNS: Record<Operation, string> = {
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};
