import { sharedMessages } from '@aula/shared';
import enActivity from './en/activity.json';
import enAssessments from './en/assessments.json';
import enAuth from './en/auth.json';
import enCatalogue from './en/catalogue.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enProfile from './en/profile.json';
import enSignup from './en/signup.json';
import enStudents from './en/students.json';
import esActivity from './es/activity.json';
import esAssessments from './es/assessments.json';
import esAuth from './es/auth.json';
import esCatalogue from './es/catalogue.json';
import esCommon from './es/common.json';
import esHome from './es/home.json';
import esProfile from './es/profile.json';
import esSignup from './es/signup.json';
import esStudents from './es/students.json';
import enContentAccess from './en/content-access.json';
import esContentAccess from './es/content-access.json';
import enSettings from './en/settings.json';
import esSettings from './es/settings.json';
import enHelp from './en/help.json';
import esHelp from './es/help.json';
import enTutors from './en/tutors.json';
import esTutors from './es/tutors.json';
import enReports from './en/reports.json';
import esReports from './es/reports.json';
import enEvaluation from './en/evaluation.json';
import esEvaluation from './es/evaluation.json';
import enGames from './en/games.json';
import esGames from './es/games.json';
import enDictionary from './en/dictionary.json';
import esDictionary from './es/dictionary.json';
import enBooks from './en/books.json';
import esBooks from './es/books.json';
import enWorksheets from './en/worksheets.json';
import esWorksheets from './es/worksheets.json';
import enWelcome from './en/welcome.json';
import esWelcome from './es/welcome.json';
import enActivation from './en/activation.json';
import esActivation from './es/activation.json';

/**
 * Every text the web app shows, by language and namespace. English is the source the key types
 * come from; `messages` is the catalogue shared with the server (validation, auth, errors).
 */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    signup: enSignup,
    profile: enProfile,
    students: enStudents,
    home: enHome,
    catalogue: enCatalogue,
    assessments: enAssessments,
    activity: enActivity,
    contentAccess: enContentAccess,
    settings: enSettings,
    help: enHelp,
    tutors: enTutors,
    reports: enReports,
    evaluation: enEvaluation,
    games: enGames,
    dictionary: enDictionary,
    books: enBooks,
    worksheets: enWorksheets,
    welcome: enWelcome,
    activation: enActivation,
    messages: sharedMessages.en,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    signup: esSignup,
    profile: esProfile,
    students: esStudents,
    home: esHome,
    catalogue: esCatalogue,
    assessments: esAssessments,
    activity: esActivity,
    contentAccess: esContentAccess,
    settings: esSettings,
    help: esHelp,
    tutors: esTutors,
    reports: esReports,
    evaluation: esEvaluation,
    games: esGames,
    dictionary: esDictionary,
    books: esBooks,
    worksheets: esWorksheets,
    welcome: esWelcome,
    activation: esActivation,
    messages: sharedMessages.es,
  },
} as const;

export type Resources = (typeof resources)['en'];
export type Namespace = keyof Resources;
/** Every namespace, `common` first: a `t` bound to these accepts any `namespace:key`. */
export const NAMESPACES = [
  'common',
  'auth',
  'signup',
  'profile',
  'students',
  'home',
  'catalogue',
  'assessments',
  'activity',
  'contentAccess',
  'settings',
  'help',
  'tutors',
  'reports',
  'evaluation',
  'games',
  'dictionary',
  'books',
  'worksheets',
  'welcome',
  'activation',
  'messages',
] as const satisfies readonly Namespace[];

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A fully qualified key, `namespace:path.to.text`, as route handles and menus store them. */
export type I18nKey = { [Ns in Namespace]: `${Ns}:${LeafKeys<Resources[Ns]>}` }[Namespace];
/** A key of the shared `messages` namespace, without the namespace, as zod issues carry them. */
export type MessageKey = LeafKeys<Resources['messages']>;
