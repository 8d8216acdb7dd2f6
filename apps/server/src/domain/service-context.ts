import type { ContentStore } from '@aula/content';
import type { LessonContent } from '../content/lesson-content';
import type { QuestionPictures } from '../content/question-pictures';
import type { PlatformContext } from '../platform/context';
import type { CatalogueCache } from './catalogue/catalogue-cache';
import type { DomainRepositories } from './repositories';

/** What every service is built from: one per process, shared by the three Fastify apps. */
export interface ServiceContext extends PlatformContext {
  /** Lesson bodies and pictures, sealed at rest in data/content. */
  contentStore: ContentStore;
  lessonContent: LessonContent;
  /** The pictures of quiz, test and evaluation questions, from the same sealed packs. */
  questionPictures: QuestionPictures;
  /** The catalogue in memory, refreshed when the installed packs change. */
  catalogue: CatalogueCache;
  /** Users, catalogue and lesson openings, built once from the parts above (repositories.ts). */
  repositories: DomainRepositories;
  /**
   * The e-library disks built with Aula (read mode 0, beside DATA_DIR/library); unset means
   * packages/content/dist/library. Tests point it at books they build themselves.
   */
  bundledLibraryDir?: string;
}
