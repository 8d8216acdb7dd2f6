import type { CompiledQuery, Database, Kysely, Selectable } from '@aula/db';

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** Every row of the catalogue's tables, each table in the order the screens show it. */
export interface CatalogueRows {
  levels: Row<'levels'>[];
  grades: Row<'grades'>[];
  subjects: Row<'subjects'>[];
  clusters: Row<'clusters'>[];
  lessons: Row<'lessons'>[];
}

/** The reads behind the in-memory catalogue (catalogue-cache.ts): its version and its rows. */
export class CatalogueSnapshotRepository {
  // Asked at most once a second by every process: compiled once.
  private readonly versionQuery: CompiledQuery<{ id: string; fingerprint: string }>;

  constructor(private readonly db: Kysely<Database>) {
    this.versionQuery = db
      .selectFrom('content_packs')
      .select(['id', 'fingerprint'])
      .orderBy('id')
      .compile();
  }

  /** The installed packs' fingerprints, by pack id: an import changes one of them. */
  async packFingerprints(): Promise<{ id: string; fingerprint: string }[]> {
    return (await this.db.executeQuery(this.versionQuery)).rows;
  }

  async rows(): Promise<CatalogueRows> {
    const [levels, grades, subjects, clusters, lessons] = await Promise.all([
      this.db.selectFrom('levels').selectAll().orderBy('id').execute(),
      this.db.selectFrom('grades').selectAll().orderBy('position').execute(),
      this.db.selectFrom('subjects').selectAll().orderBy('grade_id').orderBy('position').execute(),
      this.db
        .selectFrom('clusters')
        .selectAll()
        .orderBy('subject_id')
        .orderBy('position')
        .execute(),
      this.db.selectFrom('lessons').selectAll().orderBy('cluster_id').orderBy('position').execute(),
    ]);
    return { levels, grades, subjects, clusters, lessons };
  }
}
