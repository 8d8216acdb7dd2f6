import type { Database, Selectable } from '@aula/db';
import type {
  EvaluationStatus,
  EvaluationSubjectResult,
  EvaluationSummary,
  Language,
  SubjectAbbreviation,
} from '@aula/shared';
import { letterGrade, percentage } from '@aula/shared';
import { pick } from '../../../platform/localized';
import type { CatalogueSnapshot } from '../../../domain/catalogue/catalogue-cache';

export type EvaluationRow = Selectable<Database['evaluations']> & {
  student_firstname: string;
  student_lastname: string;
};
export type EvaluationAnswerRow = Selectable<Database['evaluation_answers']>;

/** What one subject of an evaluation counts so far. */
export interface SubjectTally {
  subject_id: number;
  total: number;
  answered: number;
  correct: number;
  /** The earliest time one of the subject's questions was shown. */
  started_date: string | null;
}

/** assigned (never opened) → in_progress → finished. */
export function evaluationStatus(
  row: Pick<EvaluationRow, 'started_date' | 'finished_at'>,
): EvaluationStatus {
  if (row.finished_at !== null) return 'finished';
  return row.started_date === null ? 'assigned' : 'in_progress';
}

/** The tallies of an evaluation's answers, subject by subject in the order they are asked. */
export function talliesOf(answers: readonly EvaluationAnswerRow[]): SubjectTally[] {
  const bySubject = new Map<number, SubjectTally>();
  for (const answer of [...answers].sort((a, b) => a.position - b.position)) {
    let tally = bySubject.get(answer.subject_id);
    if (!tally) {
      tally = {
        subject_id: answer.subject_id,
        total: 0,
        answered: 0,
        correct: 0,
        started_date: null,
      };
      bySubject.set(answer.subject_id, tally);
    }
    tally.total += 1;
    if (answer.answered_correctly !== null) tally.answered += 1;
    if (answer.answered_correctly === 1) tally.correct += 1;
    if (
      answer.started_date !== null &&
      (tally.started_date === null || answer.started_date < tally.started_date)
    )
      tally.started_date = answer.started_date;
  }
  return [...bySubject.values()];
}

/**
 * Results are shown once the evaluation is finished: before that nobody (the student least of
 * all, it would tell them how they are doing) sees what was right.
 */
function subjectResult(
  tally: SubjectTally,
  finished: boolean,
  snapshot: CatalogueSnapshot,
  lang: Language,
): EvaluationSubjectResult {
  const subject = snapshot.subjects.get(tally.subject_id);
  const percent = percentage(tally.correct, tally.total);
  return {
    subject_id: tally.subject_id,
    subject_name: subject ? pick(lang, subject.name_en, subject.name_es) : '',
    // A pack's subjects are checked against the subject abbreviations on import.
    abbreviation: (subject?.abbreviation ?? '') as SubjectAbbreviation,
    total: tally.total,
    answered: tally.answered,
    correct: finished ? tally.correct : 0,
    percentage: finished ? percent : null,
    letter_grade: finished ? letterGrade(percent) : null,
    started_date: tally.started_date,
  };
}

export function summaryOf(
  row: EvaluationRow,
  tallies: readonly SubjectTally[],
  snapshot: CatalogueSnapshot,
  lang: Language,
): EvaluationSummary {
  const status = evaluationStatus(row);
  const finished = status === 'finished';
  const grade = snapshot.grades.find((candidate) => candidate.grade_id === row.grade_id);
  const total = tallies.reduce((sum, tally) => sum + tally.total, 0);
  const correct = tallies.reduce((sum, tally) => sum + tally.correct, 0);
  const percent = percentage(correct, total);
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: `${row.student_firstname} ${row.student_lastname}`,
    grade_id: row.grade_id,
    grade_name: grade ? pick(lang, grade.name_en, grade.name_es) : '',
    type: row.type,
    status,
    created_at: row.created_at,
    started_date: row.started_date,
    finished_at: row.finished_at,
    total,
    answered: tallies.reduce((sum, tally) => sum + tally.answered, 0),
    percentage: finished ? percent : null,
    letter_grade: finished ? letterGrade(percent) : null,
    subjects: tallies.map((tally) => subjectResult(tally, finished, snapshot, lang)),
  };
}
