import type { GameTexts } from '../kit/game-definition';
import type { Operation } from './levels';

/** The numbers and the hero of one story, already written the language's way. */
export interface StoryParts {
  name: string;
  a: string;
  b: string;
}

type Story = (parts: StoryParts) => string;

export interface FishyTexts extends GameTexts {
  /** STORY_COUNT stories per operation; `a` and `b` as in FishyProblem. */
  stories: Record<Operation, readonly Story[]>;
  /** HERO_COUNT names, chosen to sound natural in the language. */
  heroes: readonly string[];
  catchHint: string;
  fishGroup: string;
  fishName: (number: string) => string;
  typeLabel: string;
  catchButton: string;
  aquariumLabel: string;
}

const en: FishyTexts = {
  title: 'Fishy Problems',
  howToPlay:
    'Read the story at the top of the aquarium and work out the answer. Fish swim by carrying ' +
    'numbers: catch the fish with the answer in your net. Click or tap a fish, or move the net ' +
    'with Tab or the arrow keys and press Enter or Space. You can also type the answer.',
  levels: ['Adding fish', 'Taking fish away', 'Groups of fish', 'Mixed stories'],
  stories: {
    add: [
      ({ name, a, b }) => `${name} has ${a} fish and buys ${b} more. How many fish now?`,
      ({ a, b }) =>
        `There are ${a} fish in the aquarium. ${b} more fish swim in. How many fish are there now?`,
      ({ name, a, b }) =>
        `${name} sees ${a} striped fish and ${b} spotted fish. How many fish is that in all?`,
      ({ name, a, b }) =>
        `${name} feeds ${a} fish in the morning and ${b} fish in the afternoon. How many fish get fed?`,
    ],
    subtract: [
      ({ a, b }) =>
        `There are ${a} fish in the aquarium. ${b} of them hide behind a rock. How many fish can you still see?`,
      ({ name, a, b }) =>
        `${name} has ${a} fish and gives ${b} to a friend. How many fish are left?`,
      ({ a, b }) =>
        `The pet shop has ${a} goldfish. It sells ${b} of them. How many goldfish are left?`,
      ({ a, b }) => `A fish blows ${a} bubbles. ${b} bubbles pop. How many bubbles are left?`,
    ],
    multiply: [
      ({ a, b }) => `There are ${a} bowls with ${b} fish in each bowl. How many fish in all?`,
      ({ name, a, b }) =>
        `${name} buys ${a} bags of fish. Each bag holds ${b} fish. How many fish is that?`,
      ({ a, b }) =>
        `${a} fish swim by. Each fish has ${b} stripes. How many stripes are there in all?`,
      ({ name, a, b }) =>
        `${name} gives each of ${a} fish ${b} food flakes. How many flakes is that?`,
    ],
  },
  heroes: ['Sam', 'Mia', 'Leo', 'Ana', 'Omar', 'Lily'],
  catchHint: 'Catch the fish that carries the answer.',
  fishGroup: 'Fish to catch',
  fishName: (number) => `Fish with the number ${number}`,
  typeLabel: 'Or type the answer',
  catchButton: 'Catch',
  aquariumLabel: 'Aquarium',
};

const es: FishyTexts = {
  title: 'Problemas de peces',
  howToPlay:
    'Lee la historia de arriba del acuario y piensa la respuesta. Los peces pasan nadando con ' +
    'números: atrapa con tu red el pez que lleva la respuesta. Haz clic o toca un pez, o mueve ' +
    'la red con Tab o con las flechas y pulsa Intro o Espacio. También puedes escribir la respuesta.',
  levels: ['Sumar peces', 'Quitar peces', 'Grupos de peces', 'Historias mezcladas'],
  stories: {
    add: [
      ({ name, a, b }) => `${name} tiene ${a} peces y compra ${b} más. ¿Cuántos peces tiene ahora?`,
      ({ a, b }) =>
        `En el acuario hay ${a} peces. Entran nadando ${b} peces más. ¿Cuántos peces hay ahora?`,
      ({ name, a, b }) =>
        `${name} ve ${a} peces con rayas y ${b} peces con lunares. ¿Cuántos peces ve en total?`,
      ({ name, a, b }) =>
        `${name} da de comer a ${a} peces por la mañana y a ${b} peces por la tarde. ¿A cuántos peces da de comer?`,
    ],
    subtract: [
      ({ a, b }) =>
        `En el acuario hay ${a} peces. Detrás de una roca se esconden ${b}. ¿Cuántos peces se ven todavía?`,
      ({ name, a, b }) =>
        `${name} tiene ${a} peces y le regala ${b} a un amigo. ¿Cuántos peces le quedan?`,
      ({ a, b }) =>
        `La tienda de mascotas tiene ${a} peces de colores. Vende ${b}. ¿Cuántos peces de colores le quedan?`,
      ({ a, b }) => `Un pez hace ${a} burbujas. Explotan ${b}. ¿Cuántas burbujas quedan?`,
    ],
    multiply: [
      ({ a, b }) => `Hay ${a} peceras con ${b} peces en cada una. ¿Cuántos peces hay en total?`,
      ({ name, a, b }) =>
        `${name} compra ${a} bolsas de peces. En cada bolsa hay ${b} peces. ¿Cuántos peces compra?`,
      ({ a, b }) =>
        `Pasan nadando ${a} peces. Cada pez tiene ${b} rayas. ¿Cuántas rayas hay en total?`,
      ({ name, a, b }) =>
        `${name} da ${b} copos de comida a cada uno de sus ${a} peces. ¿Cuántos copos da en total?`,
    ],
  },
  heroes: ['Sam', 'Mía', 'Leo', 'Ana', 'Omar', 'Lucía'],
  catchHint: 'Atrapa el pez que lleva la respuesta.',
  fishGroup: 'Peces para atrapar',
  fishName: (number) => `Pez con el número ${number}`,
  typeLabel: 'O escribe la respuesta',
  catchButton: 'Atrapar',
  aquariumLabel: 'Acuario',
};

export const TEXTS = { en, es } as const;
