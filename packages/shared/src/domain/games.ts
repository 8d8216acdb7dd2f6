/**
 * The eight practice games of spec section 2, in menu order. The id is the game's number in the
 * activity service (a game activity names it like a lesson activity names its lesson); the
 * titles are the activity's title in each language.
 */
export const GAMES = [
  { id: 1, name: 'clown-to-water', title: { en: 'Clown to Water', es: 'Al agua, payaso' } },
  { id: 2, name: 'easter-egg', title: { en: 'Easter Egg Count', es: 'Cuenta los huevos' } },
  { id: 3, name: 'expanded-form', title: { en: 'Expanded Form', es: 'Forma desarrollada' } },
  { id: 4, name: 'fishy-problems', title: { en: 'Fishy Problems', es: 'Problemas de peces' } },
  { id: 5, name: 'pet-life', title: { en: 'Pet Life', es: 'Vida de mascota' } },
  { id: 6, name: 'pumpkin-clock', title: { en: 'Pumpkin Clock', es: 'Reloj de calabaza' } },
  { id: 7, name: 'saving-money', title: { en: 'Saving Money', es: 'Ahorrar dinero' } },
  { id: 8, name: 'soccer-goal', title: { en: 'Soccer Goal', es: 'Gol de fútbol' } },
] as const;

export type GameName = (typeof GAMES)[number]['name'];
export const GAME_NAMES = GAMES.map((game) => game.name) as [GameName, ...GameName[]];

export function gameByName(name: string) {
  return GAMES.find((game) => game.name === name);
}

export function gameById(id: number) {
  return GAMES.find((game) => game.id === id);
}
