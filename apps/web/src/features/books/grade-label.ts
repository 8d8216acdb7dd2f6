import type { TFunction } from 'i18next';

/** "K" for kindergarten (grade 0), else "Grade 3" / "Grado 3". */
export function bookGradeLabel(t: TFunction<'books'>, grade: number): string {
  return grade === 0 ? t('book.gradeK') : t('book.grade', { grade });
}
