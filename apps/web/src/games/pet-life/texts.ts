import type { Language } from '@aula/shared';
import type { GameTexts } from '../kit/game-definition';
import type { PetKind, PetLifeProblem } from './problems';

/** The pet's look in the scene: waiting for the answer, happy (right) or sad (wrong). */
export type PetMood = 'waiting' | 'happy' | 'sad';

export interface PetLifeTexts extends GameTexts {
  /** The question, as shown and read aloud. */
  question: (problem: PetLifeProblem) => string;
  /** What a right answer meant, shown once it is given. */
  solved: (problem: PetLifeProblem) => string;
  /** The pet scene, for screen readers. */
  petScene: (pet: PetKind, mood: PetMood) => string;
  meters: {
    label: (pet: PetKind) => string;
    food: string;
    play: string;
    rest: string;
    happiness: string;
  };
  board: {
    label: string;
    keysHint: string;
    bag: (count: number) => string;
    bowlName: (number: number) => string;
    jarName: string;
    treats: (count: number) => string;
    takeFromBowl: (number: number) => string;
    takeFromJar: string;
    dealRound: string;
    emptyAll: string;
    bagEmpty: string;
    notEnough: string;
  };
  shop: {
    scene: (problem: PetLifeProblem) => string;
    price: (coins: number) => string;
    purse: (coins: number) => string;
    treats: string;
    coinsLeft: string;
    digit: (digit: string) => string;
    delete: string;
  };
  check: string;
}

/** Numbers in the child's language (1.000 in Spanish, 1,000 in English). */
const formatter = (language: Language) => new Intl.NumberFormat(language);
const en = formatter('en').format;
const es = formatter('es').format;
const plural = (format: (n: number) => string, n: number, one: string, other: string) =>
  `${format(n)} ${n === 1 ? one : other}`;

const PET_EN: Record<PetKind, [one: string, other: string]> = {
  puppy: ['puppy', 'puppies'],
  kitten: ['kitten', 'kittens'],
  bunny: ['bunny', 'bunnies'],
};
const PET_ES: Record<PetKind, [one: string, other: string]> = {
  puppy: ['perrito', 'perritos'],
  kitten: ['gatito', 'gatitos'],
  bunny: ['conejito', 'conejitos'],
};

const treatsEn = (n: number) => plural(en, n, 'treat', 'treats');
const treatsEs = (n: number) => plural(es, n, 'galleta', 'galletas');
const coinsEn = (n: number) => plural(en, n, 'coin', 'coins');
const coinsEs = (n: number) => plural(es, n, 'moneda', 'monedas');

export const TEXTS: Record<Language, PetLifeTexts> = {
  en: {
    title: 'Pet Life',
    howToPlay:
      'Your pet is hungry! Share the treats fairly: the same number in every bowl, and what is left over goes in the jar. Then press Check. With the keyboard, choose a bowl with the arrow keys, press Enter or + to drop a treat and − to take one back. In the treat shop, type how many treats you can buy and how many coins are left. Every right answer makes your pet happier!',
    levels: ['Equal shares', 'Leftovers in the jar', 'Bigger numbers', 'Treat shop'],
    question: (p) => {
      const [one, other] = PET_EN[p.pet];
      if (p.kind === 'budget')
        return `Treats cost ${coinsEn(p.divisor)} each. You have ${coinsEn(p.dividend)}. How many treats can you buy? How many coins are left?`;
      if (p.kind === 'group')
        return `Each ${one} needs ${treatsEn(p.divisor)}. You have ${treatsEn(p.dividend)}. Fill a bowl for each ${one} that can eat and put the leftovers in the jar. How many ${other} can eat?`;
      if (!p.jar)
        return `Share ${treatsEn(p.dividend)} among ${en(p.bowls)} bowls, the same number in each bowl.`;
      return `Share ${treatsEn(p.dividend)} among ${en(p.bowls)} bowls: the same number in each, as many as you can. Put the leftovers in the jar.`;
    },
    solved: (p) => {
      if (p.kind === 'budget')
        return `You can buy ${treatsEn(p.quotient)} and keep ${coinsEn(p.remainder)}.`;
      const jar = p.jar ? ` and ${treatsEn(p.remainder)} in the jar` : '';
      if (p.kind === 'group')
        return `${plural(en, p.quotient, PET_EN[p.pet][0], PET_EN[p.pet][1])} can eat${jar}.`;
      return `${treatsEn(p.quotient)} in each bowl${jar}.`;
    },
    petScene: (pet, mood) =>
      mood === 'happy'
        ? `Your ${pet} is happy and jumps for joy.`
        : mood === 'sad'
          ? `Your ${pet} looks sad: that was not a fair share.`
          : `Your ${pet} sits by its bowl and waits for treats.`,
    meters: {
      label: (pet) => `How your ${pet} feels`,
      food: 'Food',
      play: 'Play',
      rest: 'Rest',
      happiness: 'Happiness',
    },
    board: {
      label: 'Bowls and jar',
      keysHint: 'Enter or + drops a treat, − takes one back, arrow keys choose another bowl.',
      bag: (n) => `Treats in the bag: ${en(n)}`,
      bowlName: (number) => `Bowl ${en(number)}`,
      jarName: 'Jar',
      treats: treatsEn,
      takeFromBowl: (number) => `Take a treat out of bowl ${en(number)}`,
      takeFromJar: 'Take a treat out of the jar',
      dealRound: 'Give one to each bowl',
      emptyAll: 'Put them all back',
      bagEmpty: 'The bag is empty.',
      notEnough: 'Not enough treats for one more in every bowl.',
    },
    shop: {
      scene: (p) =>
        `A treat shop: treats cost ${coinsEn(p.divisor)} each. Your purse has ${coinsEn(p.dividend)}.`,
      price: (n) => `${coinsEn(n)} each`,
      purse: (n) => `Your purse: ${coinsEn(n)}`,
      treats: 'Treats you can buy',
      coinsLeft: 'Coins left',
      digit: (digit) => `Type ${digit}`,
      delete: 'Delete',
    },
    check: 'Check',
  },
  es: {
    title: 'Vida de mascota',
    howToPlay:
      '¡Tu mascota tiene hambre! Reparte las galletas de forma justa: las mismas en cada cuenco, y lo que sobre va al frasco. Después pulsa Comprobar. Con el teclado, elige un cuenco con las flechas, pulsa Intro o + para echar una galleta y − para quitarla. En la tienda de galletas, escribe cuántas galletas puedes comprar y cuántas monedas te sobran. ¡Cada respuesta correcta hace más feliz a tu mascota!',
    levels: [
      'Partes iguales',
      'Lo que sobra, al frasco',
      'Números más grandes',
      'La tienda de galletas',
    ],
    question: (p) => {
      const [one, other] = PET_ES[p.pet];
      if (p.kind === 'budget')
        return `Cada galleta cuesta ${coinsEs(p.divisor)}. Tienes ${coinsEs(p.dividend)}. ¿Cuántas galletas puedes comprar? ¿Cuántas monedas te sobran?`;
      if (p.kind === 'group')
        return `Cada ${one} necesita ${treatsEs(p.divisor)}. Tienes ${treatsEs(p.dividend)}. Llena un cuenco para cada ${one} que pueda comer y pon lo que sobre en el frasco. ¿Cuántos ${other} pueden comer?`;
      if (!p.jar)
        return `Reparte ${treatsEs(p.dividend)} entre ${es(p.bowls)} cuencos, las mismas en cada cuenco.`;
      return `Reparte ${treatsEs(p.dividend)} entre ${es(p.bowls)} cuencos: las mismas en cada uno, tantas como puedas. Lo que sobre va al frasco.`;
    },
    solved: (p) => {
      if (p.kind === 'budget')
        return `Puedes comprar ${treatsEs(p.quotient)} y te quedan ${coinsEs(p.remainder)}.`;
      const jar = p.jar ? ` y ${treatsEs(p.remainder)} en el frasco` : '';
      if (p.kind === 'group') {
        const pets = plural(es, p.quotient, PET_ES[p.pet][0], PET_ES[p.pet][1]);
        return `${p.quotient === 1 ? 'Puede' : 'Pueden'} comer ${pets}${jar}.`;
      }
      return `${treatsEs(p.quotient)} en cada cuenco${jar}.`;
    },
    petScene: (pet, mood) =>
      mood === 'happy'
        ? `Tu ${PET_ES[pet][0]} está contento y salta de alegría.`
        : mood === 'sad'
          ? `Tu ${PET_ES[pet][0]} está triste: el reparto no era justo.`
          : `Tu ${PET_ES[pet][0]} está sentado junto a su cuenco y espera sus galletas.`,
    meters: {
      label: (pet) => `Cómo se siente tu ${PET_ES[pet][0]}`,
      food: 'Comida',
      play: 'Juego',
      rest: 'Descanso',
      happiness: 'Felicidad',
    },
    board: {
      label: 'Cuencos y frasco',
      keysHint: 'Intro o + echa una galleta, − la quita, las flechas eligen otro cuenco.',
      bag: (n) => `Galletas en la bolsa: ${es(n)}`,
      bowlName: (number) => `Cuenco ${es(number)}`,
      jarName: 'Frasco',
      treats: treatsEs,
      takeFromBowl: (number) => `Quitar una galleta del cuenco ${es(number)}`,
      takeFromJar: 'Quitar una galleta del frasco',
      dealRound: 'Una para cada cuenco',
      emptyAll: 'Devolverlas todas',
      bagEmpty: 'La bolsa está vacía.',
      notEnough: 'No hay galletas para echar una más en cada cuenco.',
    },
    shop: {
      scene: (p) =>
        `Una tienda de galletas: cada galleta cuesta ${coinsEs(p.divisor)}. En tu monedero hay ${coinsEs(p.dividend)}.`,
      price: (n) => `${coinsEs(n)} cada una`,
      purse: (n) => `Tu monedero: ${coinsEs(n)}`,
      treats: 'Galletas que puedes comprar',
      coinsLeft: 'Monedas que te sobran',
      digit: (digit) => `Escribir ${digit}`,
      delete: 'Borrar',
    },
    check: 'Comprobar',
  },
};
