/** What lesson search looks through, per lesson and language. */
export interface LessonSearchDocumentsTable {
  lesson_id: number;
  lang: string;
  /** Title, lesson text and glossary as written, for snippets. */
  body: string;
  /** The same, lower case and without accents, which the full-text index covers. */
  folded: string;
}
