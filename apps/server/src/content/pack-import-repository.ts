import type { Database, Kysely, Transaction } from '@aula/db';
import type { PackContents, PackManifest } from '@aula/content';
import { inspectLessonHtml, lessonBodyPath } from '@aula/content';
import { foldText } from './fold-text';

const BATCH_ROWS = 200;

function chunks<T>(rows: T[], size = BATCH_ROWS): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    result.push(rows.slice(start, start + size));
  return result;
}

export interface InstalledPack {
  id: string;
  version: string;
  fingerprint: string;
  generation: string;
  encrypted: boolean;
  source_location: string;
}

/** All SQL of importing a pack: reading what is installed and replacing one pack's rows. */
export class PackImportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async installedPacks(): Promise<InstalledPack[]> {
    const rows = await this.db.selectFrom('content_packs').selectAll().execute();
    return rows.map((row) => ({ ...row, encrypted: row.encrypted === 1 }));
  }

  /**
   * The pack's sealed content is not on this computer (a restored backup points at content
   * it does not have): forgetting its fingerprint makes the next import of the same pack
   * (the bundled one at the next start) write the content again instead of skipping it.
   */
  async forgetFingerprint(packId: string): Promise<void> {
    await this.db
      .updateTable('content_packs')
      .set({ fingerprint: '' })
      .where('id', '=', packId)
      .execute();
  }

  /** Ids and paths of the pack that other packs already use: they cannot be imported. */
  async conflictsWithOtherPacks(contents: PackContents): Promise<string[]> {
    const conflicts: string[] = [];
    const check = async (
      table: 'subjects' | 'clusters' | 'lessons',
      ids: number[],
    ): Promise<void> => {
      for (const batch of chunks(ids, 500)) {
        if (batch.length === 0) continue;
        const rows = await this.db
          .selectFrom(table)
          .select(['id', 'pack_id'])
          .where('id', 'in', batch)
          .where('pack_id', '!=', contents.id)
          .execute();
        for (const row of rows)
          conflicts.push(`${table.slice(0, -1)} ${row.id} belongs to pack ${row.pack_id}`);
      }
    };
    await check(
      'subjects',
      contents.catalogue.subjects.map((subject) => subject.id),
    );
    await check(
      'clusters',
      contents.catalogue.clusters.map((cluster) => cluster.id),
    );
    await check(
      'lessons',
      contents.catalogue.lessons.map((lesson) => lesson.id),
    );
    for (const batch of chunks(
      contents.catalogue.lessons.map((lesson) => lesson.local_path),
      500,
    )) {
      const rows = await this.db
        .selectFrom('lessons')
        .select(['local_path', 'pack_id'])
        .where('local_path', 'in', batch)
        .where('pack_id', '!=', contents.id)
        .execute();
      for (const row of rows)
        conflicts.push(`lesson path ${row.local_path} belongs to pack ${row.pack_id}`);
    }
    return conflicts;
  }

  /**
   * Replaces the pack's catalogue rows in one transaction and points the pack at its new
   * content generation. Rows keep their ids, so students' progress on lessons that are still
   * in the pack survives a new version. `beforeCommit` lets tests interrupt at the last moment.
   */
  async replacePack(
    manifest: PackManifest,
    contents: PackContents,
    fingerprint: string,
    generation: string,
    sourceLocation: string,
    importedAt: string,
    beforeCommit?: () => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const packRow = {
        id: contents.id,
        version: contents.version,
        title_en: contents.title.en,
        title_es: contents.title.es,
        fingerprint,
        generation,
        encrypted: manifest.encryption ? 1 : 0,
        source_location: sourceLocation,
        imported_at: importedAt,
      };
      await trx
        .insertInto('content_packs')
        .values(packRow)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(packRow))
        .execute();
      await this.upsertCatalogue(trx, contents);
      await this.replacePools(trx, contents);
      await this.replaceSearchDocuments(trx, contents);
      await beforeCommit?.();
    });
  }

  /**
   * The pack's levels, grades, subjects, clusters, lessons and glossaries, written over the
   * rows of its previous version (what the new version dropped deleted first).
   */
  private async upsertCatalogue(trx: Transaction<Database>, contents: PackContents) {
    const { catalogue } = contents;
    await upsertLevels(trx, catalogue.levels);
    await upsertGrades(trx, catalogue.grades);

    const lessonIds = catalogue.lessons.map((lesson) => lesson.id);
    const clusterIds = catalogue.clusters.map((cluster) => cluster.id);
    const subjectIds = catalogue.subjects.map((subject) => subject.id);
    // What the new version dropped goes first (children before parents).
    await deleteMissing(trx, 'lessons', contents.id, lessonIds);
    await deleteMissing(trx, 'clusters', contents.id, clusterIds);
    await deleteMissing(trx, 'subjects', contents.id, subjectIds);

    await upsertSubjects(trx, contents.id, catalogue.subjects);
    await upsertClusters(trx, contents.id, catalogue.clusters);
    await upsertLessons(trx, contents.id, catalogue.lessons);
    await replaceGlossaries(trx, catalogue.lessons);
  }

  private async replacePools(trx: Transaction<Database>, contents: PackContents) {
    await trx.deleteFrom('questions').where('pack_id', '=', contents.id).execute();
    const rows = [
      ...Object.entries(contents.questions.lessons).flatMap(([lessonId, items]) =>
        items.map((item, index) => ({
          lesson_id: Number(lessonId),
          cluster_id: null,
          item,
          index,
        })),
      ),
      ...Object.entries(contents.questions.clusters).flatMap(([clusterId, items]) =>
        items.map((item, index) => ({
          lesson_id: null,
          cluster_id: Number(clusterId),
          item,
          index,
        })),
      ),
    ].map(({ lesson_id, cluster_id, item, index }) => ({
      pack_id: contents.id,
      lesson_id,
      cluster_id,
      item_id: item.id,
      type: item.type,
      item: JSON.stringify(item),
      position: index + 1,
    }));
    for (const batch of chunks(rows)) await trx.insertInto('questions').values(batch).execute();
  }

  private async replaceSearchDocuments(trx: Transaction<Database>, contents: PackContents) {
    const lessonIds = contents.catalogue.lessons.map((lesson) => lesson.id);
    for (const batch of chunks(lessonIds, 500))
      await trx.deleteFrom('lesson_search_documents').where('lesson_id', 'in', batch).execute();
    const rows = contents.catalogue.lessons.flatMap((lesson) =>
      (['en', 'es'] as const).map((lang) => {
        const html = contents.files.get(lessonBodyPath(lesson.id, lang))?.toString('utf8') ?? '';
        const glossary = lesson.glossary
          .map((term) => `${term.term[lang]}: ${term.definition[lang]}`)
          .join(' · ');
        const body = [lesson.title[lang], inspectLessonHtml(html).text, glossary].join(' ¶ ');
        return { lesson_id: lesson.id, lang, body, folded: foldText(body) };
      }),
    );
    for (const batch of chunks(rows, 100))
      await trx.insertInto('lesson_search_documents').values(batch).execute();
  }
}

async function deleteMissing(
  trx: Transaction<Database>,
  table: 'lessons' | 'clusters' | 'subjects',
  packId: string,
  keep: number[],
) {
  let query = trx.deleteFrom(table).where('pack_id', '=', packId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

type PackCatalogue = PackContents['catalogue'];

async function upsertLevels(trx: Transaction<Database>, levels: PackCatalogue['levels']) {
  for (const level of levels) {
    const row = { id: level.id, nombre_en: level.nombre.en, nombre_es: level.nombre.es };
    await trx
      .insertInto('levels')
      .values(row)
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
  }
}

async function upsertGrades(trx: Transaction<Database>, grades: PackCatalogue['grades']) {
  for (const grade of grades) {
    const row = {
      grade_id: grade.grade_id,
      level_id: grade.level_id,
      name_en: grade.name.en,
      name_es: grade.name.es,
      path: grade.path,
      position: grade.position,
    };
    await trx
      .insertInto('grades')
      .values(row)
      .onConflict((c) => c.column('grade_id').doUpdateSet(row))
      .execute();
  }
}

async function upsertSubjects(
  trx: Transaction<Database>,
  packId: string,
  subjects: PackCatalogue['subjects'],
) {
  for (const subject of subjects) {
    const row = {
      id: subject.id,
      pack_id: packId,
      grade_id: subject.grade_id,
      path: subject.path,
      name_en: subject.name.en,
      name_es: subject.name.es,
      abbreviation: subject.abbreviation,
      description_en: subject.description.en,
      description_es: subject.description.es,
      position: subject.position,
    };
    await trx
      .insertInto('subjects')
      .values(row)
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
  }
}

async function upsertClusters(
  trx: Transaction<Database>,
  packId: string,
  clusters: PackCatalogue['clusters'],
) {
  for (const cluster of clusters) {
    const row = {
      id: cluster.id,
      pack_id: packId,
      subject_id: cluster.subject_id,
      path: cluster.path,
      title_en: cluster.title.en,
      title_es: cluster.title.es,
      description_en: cluster.description.en,
      description_es: cluster.description.es,
      position: cluster.position,
    };
    await trx
      .insertInto('clusters')
      .values(row)
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
  }
}

async function upsertLessons(
  trx: Transaction<Database>,
  packId: string,
  lessons: PackCatalogue['lessons'],
) {
  for (const lesson of lessons) {
    const row = {
      id: lesson.id,
      pack_id: packId,
      cluster_id: lesson.cluster_id,
      path: lesson.path,
      local_path: lesson.local_path,
      title_en: lesson.title.en,
      title_es: lesson.title.es,
      narration_en: lesson.narration?.en ?? null,
      narration_es: lesson.narration?.es ?? null,
      standards: JSON.stringify(lesson.standards),
      position: lesson.position,
    };
    await trx
      .insertInto('lessons')
      .values(row)
      .onConflict((c) => c.column('id').doUpdateSet(row))
      .execute();
  }
}

/** The lessons' glossary terms, replaced whole: a pack gives its terms no ids to keep them by. */
async function replaceGlossaries(trx: Transaction<Database>, lessons: PackCatalogue['lessons']) {
  const terms = lessons.flatMap((lesson) =>
    lesson.glossary.map((term, index) => ({
      lesson_id: lesson.id,
      term_en: term.term.en,
      term_es: term.term.es,
      definition_en: term.definition.en,
      definition_es: term.definition.es,
      position: index + 1,
    })),
  );
  const lessonIds = lessons.map((lesson) => lesson.id);
  for (const batch of chunks(lessonIds, 500))
    await trx.deleteFrom('glossary_terms').where('lesson_id', 'in', batch).execute();
  for (const batch of chunks(terms)) await trx.insertInto('glossary_terms').values(batch).execute();
}
