import type { EvaluationSubjectResult, EvaluationSummary } from '@aula/shared';

/** When an evaluation was taken: its finish, or its creation while not finished. */
export function evaluationDate(evaluation: EvaluationSummary): string {
  return evaluation.finished_at ?? evaluation.created_at;
}

export interface ComparisonCell {
  /** The subject's result in this evaluation; null when it did not include the subject. */
  result: EvaluationSubjectResult | null;
  /**
   * Percentage points against the nearest earlier evaluation that asked the same subject
   * (null: none did, or no percentage to compare).
   */
  change: number | null;
}

export interface ComparisonRow {
  abbreviation: EvaluationSubjectResult['abbreviation'];
  /** The subject's full name, as the newest evaluation that asked it names it. */
  subjectName: string;
  /** One per column, in the columns' order. */
  cells: ComparisonCell[];
}

export interface Comparison {
  /** This evaluation first, then the earlier ones, newest first. */
  columns: EvaluationSummary[];
  rows: ComparisonRow[];
}

/**
 * The side-by-side results: one column per evaluation, one row per subject abbreviation (the
 * same subject of different grades shares a row, so a child moved up a grade still compares).
 * Rows follow this evaluation's subjects, then subjects only earlier ones asked.
 */
export function compareEvaluations(
  current: EvaluationSummary,
  previous: EvaluationSummary[],
): Comparison {
  const earlier = previous
    .filter((evaluation) => evaluation.id !== current.id)
    .sort((a, b) => Date.parse(evaluationDate(b)) - Date.parse(evaluationDate(a)));
  const columns = [current, ...earlier];

  const names = new Map<ComparisonRow['abbreviation'], string>();
  for (const evaluation of columns) {
    for (const subject of evaluation.subjects) {
      if (!names.has(subject.abbreviation)) names.set(subject.abbreviation, subject.subject_name);
    }
  }

  const rows = [...names].map(([abbreviation, subjectName]) => {
    const results = columns.map(
      (evaluation) =>
        evaluation.subjects.find((subject) => subject.abbreviation === abbreviation) ?? null,
    );
    const cells = results.map((result, index): ComparisonCell => {
      if (result?.percentage == null) return { result, change: null };
      const before = results
        .slice(index + 1)
        .find((older) => older !== null && older.percentage !== null);
      const change =
        before?.percentage == null
          ? null
          : Math.round((result.percentage - before.percentage) * 100) / 100;
      return { result, change };
    });
    return { abbreviation, subjectName, cells };
  });

  return { columns, rows };
}
