import type { AulaDatabase } from '@aula/db';
import type { CatalogueCache } from './catalogue/catalogue-cache';
import { CatalogueRepository } from './catalogue/catalogue-repository';
import { LessonOpeningsRepository } from './lesson-content/lesson-openings-repository';
import { UsersRepository } from './users/users-repository';

/**
 * The repositories several services read, built once per process and handed to every route
 * plugin in the service context, so that a plugin asks for its data instead of assembling it.
 * Repositories only one feature reads stay with that feature.
 */
export interface DomainRepositories {
  users: UsersRepository;
  catalogue: CatalogueRepository;
  lessonOpenings: LessonOpeningsRepository;
}

export function createDomainRepositories(parts: {
  database: AulaDatabase;
  catalogue: CatalogueCache;
  now: () => Date;
}): DomainRepositories {
  const { db } = parts.database;
  return {
    users: new UsersRepository(db, parts.now),
    catalogue: new CatalogueRepository(db, parts.catalogue),
    lessonOpenings: new LessonOpeningsRepository(db, parts.now),
  };
}
