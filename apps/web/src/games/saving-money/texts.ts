import type { Language } from '@aula/shared';
import type { GameTexts } from '../kit/game-definition';
import type { MoneyValue } from './money';
import type { ShopItem } from './problems';

/** How a coin or bill is named: under its button, and in sentences ("Add a dime"). */
interface MoneyName {
  caption: string;
  withArticle: string;
}

export interface SavingMoneyTexts extends GameTexts {
  /** The toy with its article where the language needs one ("kite", "la cometa"). */
  items: Record<ShopItem, string>;
  money: Record<MoneyValue, MoneyName>;
  saveQuestion: (item: string, price: string) => string;
  fewestQuestion: (item: string, price: string) => string;
  changeQuestion: (item: string, price: string, paid: string) => string;
  scene: (item: string, price: string, paid: string | null) => string;
  youPay: string;
  jar: string;
  wallet: string;
  inJar: (total: string) => string;
  jarEmpty: string;
  jarFull: string;
  add: (money: MoneyName, face: string) => string;
  takeBack: (money: MoneyName, face: string) => string;
  check: string;
  emptyJar: string;
  tooMuch: (amount: string) => string;
  tooLittle: (amount: string) => string;
  fewestIs: (amount: string, count: number) => string;
}

/** Spanish items carry their article, which starts the sentence: "La cometa cuesta…". */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const en: SavingMoneyTexts = {
  title: 'Saving Money',
  howToPlay:
    'A toy has a price. Fill the jar with coins and bills until it holds exactly that much: click a coin or bill (or press Enter or Space on it, or drag it) to put it in the jar, and click one in the jar to take it back. The jar shows its total. Press Check when it matches. In level 4 use the fewest coins and bills you can; in level 5 you pay with a bill and put the change in the jar.',
  levels: [
    'Pennies and nickels',
    'Dimes and quarters',
    'Dollars and bills',
    'Fewest coins',
    'Making change',
  ],
  items: {
    kite: 'kite',
    ball: 'ball',
    book: 'book',
    yoyo: 'yo-yo',
    car: 'toy car',
    teddy: 'teddy bear',
  },
  money: {
    1: { caption: 'penny', withArticle: 'a penny' },
    5: { caption: 'nickel', withArticle: 'a nickel' },
    10: { caption: 'dime', withArticle: 'a dime' },
    25: { caption: 'quarter', withArticle: 'a quarter' },
    100: { caption: '$1 bill', withArticle: 'a one-dollar bill' },
    500: { caption: '$5 bill', withArticle: 'a five-dollar bill' },
  },
  saveQuestion: (item, price) => `The ${item} costs ${price}. Put ${price} in the jar.`,
  fewestQuestion: (item, price) =>
    `The ${item} costs ${price}. Put ${price} in the jar with the fewest coins and bills you can.`,
  changeQuestion: (item, price, paid) =>
    `You pay ${paid} for the ${item}, which costs ${price}. Put the change in the jar.`,
  scene: (item, price, paid) =>
    `A piggy bank beside a ${item} with a price tag of ${price}` +
    (paid ? `, and a ${paid} bill to pay with.` : '.'),
  youPay: 'You pay',
  jar: 'The jar',
  wallet: 'Your coins and bills',
  inJar: (total) => `In the jar: ${total}`,
  jarEmpty: 'The jar is empty.',
  jarFull: 'The jar is full: take something back first.',
  add: (money, face) => `Add ${money.withArticle} (${face})`,
  takeBack: (money, face) => `Take back ${money.withArticle} (${face})`,
  check: 'Check',
  emptyJar: 'Empty the jar',
  tooMuch: (amount) => `That is ${amount} too much.`,
  tooLittle: (amount) => `That is ${amount} too little.`,
  fewestIs: (amount, count) =>
    `The fewest for ${amount} is ${count} ${count === 1 ? 'coin or bill' : 'coins and bills'}.`,
};

const es: SavingMoneyTexts = {
  title: 'Ahorrar dinero',
  howToPlay:
    'Un juguete tiene un precio. Llena la alcancía con monedas y billetes hasta que tenga justo esa cantidad: haz clic en una moneda o un billete (o pulsa Intro o Espacio sobre él, o arrástralo) para meterlo, y haz clic en uno de la alcancía para sacarlo. La alcancía muestra cuánto tiene. Pulsa Comprobar cuando coincida. En el nivel 4 usa las menos monedas y billetes posibles; en el nivel 5 pagas con un billete y metes el cambio en la alcancía.',
  levels: [
    'Monedas de 1 y 5 centavos',
    'Monedas de 10 y 25 centavos',
    'Dólares y billetes',
    'Las menos monedas',
    'Dar el cambio',
  ],
  items: {
    kite: 'la cometa',
    ball: 'la pelota',
    book: 'el libro',
    yoyo: 'el yoyó',
    car: 'el carrito de juguete',
    teddy: 'el osito de peluche',
  },
  money: {
    1: { caption: '1 centavo', withArticle: 'una moneda de 1 centavo' },
    5: { caption: '5 centavos', withArticle: 'una moneda de 5 centavos' },
    10: { caption: '10 centavos', withArticle: 'una moneda de 10 centavos' },
    25: { caption: '25 centavos', withArticle: 'una moneda de 25 centavos' },
    100: { caption: '1 dólar', withArticle: 'un billete de 1 dólar' },
    500: { caption: '5 dólares', withArticle: 'un billete de 5 dólares' },
  },
  saveQuestion: (item, price) =>
    `${capitalized(item)} cuesta ${price}. Mete ${price} en la alcancía.`,
  fewestQuestion: (item, price) =>
    `${capitalized(item)} cuesta ${price}. Mete ${price} en la alcancía con las menos monedas y billetes posibles.`,
  changeQuestion: (item, price, paid) =>
    `Pagas ${paid} por ${item}, que cuesta ${price}. Mete el cambio en la alcancía.`,
  scene: (item, price, paid) =>
    `Una alcancía de cerdito junto a ${item}, con una etiqueta de precio de ${price}` +
    (paid ? `, y un billete de ${paid} para pagar.` : '.'),
  youPay: 'Pagas',
  jar: 'La alcancía',
  wallet: 'Tus monedas y billetes',
  inJar: (total) => `En la alcancía: ${total}`,
  jarEmpty: 'La alcancía está vacía.',
  jarFull: 'La alcancía está llena: saca algo primero.',
  add: (money) => `Meter ${money.withArticle}`,
  takeBack: (money) => `Sacar ${money.withArticle}`,
  check: 'Comprobar',
  emptyJar: 'Vaciar la alcancía',
  tooMuch: (amount) => `Sobran ${amount}.`,
  tooLittle: (amount) => `Faltan ${amount}.`,
  fewestIs: (amount, count) =>
    `Lo mínimo para ${amount} es ${count} ${count === 1 ? 'moneda o billete' : 'monedas y billetes'}.`,
};

export const TEXTS: Record<Language, SavingMoneyTexts> = { en, es };
