import type { Migration } from 'kysely';
import * as foundation from './2026-11-22T00-00-foundation';
import * as catalogue from './2026-11-22T10-00-catalogue';
import * as lessonStandards from './2026-11-22T18-00-lesson-standards';
import * as assessmentsAndActivity from './2026-11-23T00-00-assessments-and-activity';
import * as reportsAndEvaluations from './2026-11-23T12-00-reports-and-evaluations';
import * as gamePlays from './2026-11-24T00-00-game-plays';
import * as bookReadings from './2026-11-25T00-00-book-readings';
import * as tutorSettings from './2026-11-25T01-00-tutor-settings';
import * as contentCopies from './2026-11-27T01-00-content-copies';
import * as welcomeAndMediaSettings from './2026-11-27T02-00-welcome-and-media-settings';
import * as licensing from './2026-11-27T00-00-licensing';
import * as rateLimits from './2026-11-27T03-00-rate-limits';
import * as earnedCompletion from './2026-12-02T00-00-earned-completion';
import * as autoReadQuestions from './2026-12-02T02-00-auto-read-questions';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T00-00-foundation': foundation,
  '2026-11-22T10-00-catalogue': catalogue,
  '2026-11-22T18-00-lesson-standards': lessonStandards,
  '2026-11-23T00-00-assessments-and-activity': assessmentsAndActivity,
  '2026-11-23T12-00-reports-and-evaluations': reportsAndEvaluations,
  '2026-11-24T00-00-game-plays': gamePlays,
  '2026-11-25T00-00-book-readings': bookReadings,
  '2026-11-25T01-00-tutor-settings': tutorSettings,
  '2026-11-27T01-00-content-copies': contentCopies,
  '2026-11-27T00-00-licensing': licensing,
  '2026-11-27T02-00-welcome-and-media-settings': welcomeAndMediaSettings,
  '2026-11-27T03-00-rate-limits': rateLimits,
  '2026-12-02T00-00-earned-completion': earnedCompletion,
  '2026-12-02T02-00-auto-read-questions': autoReadQuestions,
};
