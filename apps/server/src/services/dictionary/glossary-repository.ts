import type { Database, Kysely } from '@aula/db';
import type { GlossaryItem, Language } from '@aula/shared';
import { GLOSSARY_ITEMS_MAX } from '@aula/shared';
import { pick } from '../../platform/localized';
import { foldWord } from './fold-word';

/**
 * The glossary terms of the installed lessons, read from glossary_terms. A term that several
 * lessons of one subject define is one item listing those lessons, in course order.
 */
export class GlossaryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async search(
    filter: { gradeId?: number; subjectId?: number; text?: string },
    lang: Language,
  ): Promise<GlossaryItem[]> {
    let query = this.db
      .selectFrom('glossary_terms')
      .innerJoin('lessons', 'lessons.id', 'glossary_terms.lesson_id')
      .innerJoin('clusters', 'clusters.id', 'lessons.cluster_id')
      .innerJoin('subjects', 'subjects.id', 'clusters.subject_id')
      .innerJoin('grades', 'grades.grade_id', 'subjects.grade_id')
      .select([
        'glossary_terms.term_en',
        'glossary_terms.term_es',
        'glossary_terms.definition_en',
        'glossary_terms.definition_es',
        'lessons.id as lesson_id',
        'lessons.cluster_id',
        'lessons.title_en',
        'lessons.title_es',
        'subjects.id as subject_id',
        'subjects.name_en',
        'subjects.name_es',
        'subjects.grade_id',
        'grades.level_id',
      ]);
    if (filter.gradeId !== undefined) query = query.where('subjects.grade_id', '=', filter.gradeId);
    if (filter.subjectId !== undefined) query = query.where('subjects.id', '=', filter.subjectId);
    const rows = await query
      .orderBy('subjects.grade_id')
      .orderBy('subjects.position')
      .orderBy('clusters.position')
      .orderBy('lessons.position')
      .orderBy('glossary_terms.position')
      .execute();

    // Matching ignores case and accents in both languages, so it is done here rather than in
    // SQL, where SQLite and PostgreSQL fold text differently.
    const wanted = filter.text ? foldWord(filter.text) : '';
    const items = new Map<string, GlossaryItem>();
    for (const row of rows) {
      const term = pick(lang, row.term_en, row.term_es);
      const definition = pick(lang, row.definition_en, row.definition_es);
      if (wanted && !foldWord(`${term} ${definition}`).includes(wanted)) continue;
      const key = `${row.subject_id} ${foldWord(term)}`;
      let item = items.get(key);
      if (!item) {
        if (items.size === GLOSSARY_ITEMS_MAX) continue;
        item = {
          term,
          definition,
          subject_id: row.subject_id,
          subject_name: pick(lang, row.name_en, row.name_es),
          grade_id: row.grade_id,
          level_id: row.level_id,
          lessons: [],
        };
        items.set(key, item);
      }
      if (!item.lessons.some((lesson) => lesson.id === row.lesson_id))
        item.lessons.push({
          id: row.lesson_id,
          title: pick(lang, row.title_en, row.title_es),
          cluster_id: row.cluster_id,
        });
    }
    // Terms that start with the search text come before those that only contain it.
    const list = [...items.values()];
    if (!wanted) return list;
    const startsWithText = (item: GlossaryItem) => foldWord(item.term).startsWith(wanted);
    return [...list.filter(startsWithText), ...list.filter((item) => !startsWithText(item))];
  }
}
