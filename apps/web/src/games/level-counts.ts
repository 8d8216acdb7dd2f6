/**
 * How many levels each game's level table has, for the menu and the tutor's report without
 * loading the games. The numbers live in @aula/shared, where the activity service checks a
 * round's level against them; each game's test holds its table to its number.
 */
export { GAME_LEVEL_COUNTS } from '@aula/shared';
