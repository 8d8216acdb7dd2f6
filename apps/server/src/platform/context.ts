import type { ContentStore } from '@aula/content';
import type { AulaDatabase } from '@aula/db';
import type { LessonContent } from '../content/lesson-content';
import type { QuestionPictures } from '../content/question-pictures';
import type { CatalogueCache } from '../services/main/catalogue/catalogue-cache';
import type { Env } from './env';
import type { Mailer } from './mail';

/** What every service is built from: one per process, shared by the three Fastify apps. */
export interface ServiceContext {
  env: Env;
  database: AulaDatabase;
  mailer: Mailer;
  /** Lesson bodies and pictures, sealed at rest in data/content. */
  contentStore: ContentStore;
  lessonContent: LessonContent;
  /** The pictures of quiz, test and evaluation questions, from the same sealed packs. */
  questionPictures: QuestionPictures;
  /** The catalogue in memory, refreshed when the installed packs change. */
  catalogue: CatalogueCache;
  /** The HMAC secret that signs access tokens (the same for every copy of every service). */
  tokenSecret: string;
  /** Injected so tests can move time (token expiry, throttling windows, reset links). */
  now: () => Date;
  /**
   * The e-library disks built with Aula (read mode 0, beside DATA_DIR/library); unset means
   * packages/content/dist/library. Tests point it at books they build themselves.
   */
  bundledLibraryDir?: string;
}
