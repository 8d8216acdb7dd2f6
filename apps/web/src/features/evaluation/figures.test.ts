import { describe, expect, it } from 'vitest';
import { compareEvaluations } from './figures';
import { evaluationSummary, subjectResult } from './test-fixtures';

const math = (percentage: number | null) =>
  subjectResult({ subject_id: 31, abbreviation: 'Math', subject_name: 'Mathematics', percentage });
const science = (percentage: number | null) =>
  subjectResult({ subject_id: 32, abbreviation: 'Sci', subject_name: 'Science', percentage });
const reading = (percentage: number | null) =>
  subjectResult({ subject_id: 33, abbreviation: 'Rdg', subject_name: 'Reading', percentage });

describe('the side-by-side comparison', () => {
  const current = evaluationSummary({
    id: 3,
    finished_at: '2025-06-01T10:00:00.000Z',
    subjects: [math(87.5), science(60)],
  });
  const april = evaluationSummary({
    id: 2,
    finished_at: '2025-04-01T10:00:00.000Z',
    subjects: [math(75), reading(90)],
  });
  const march = evaluationSummary({
    id: 1,
    finished_at: '2025-03-01T10:00:00.000Z',
    subjects: [math(75), science(66.67)],
  });

  it('puts this evaluation first, then the earlier ones newest first, whatever order they come in', () => {
    const { columns } = compareEvaluations(current, [march, april]);
    expect(columns.map((column) => column.id)).toEqual([3, 2, 1]);
  });

  it("has a row per abbreviation: this evaluation's subjects, then the ones only earlier ones asked", () => {
    const { rows } = compareEvaluations(current, [april, march]);
    expect(rows.map((row) => [row.abbreviation, row.subjectName])).toEqual([
      ['Math', 'Mathematics'],
      ['Sci', 'Science'],
      ['Rdg', 'Reading'],
    ]);
  });

  it('compares each result with the nearest earlier evaluation that asked the subject', () => {
    const { rows } = compareEvaluations(current, [april, march]);
    const [mathRow, scienceRow, readingRow] = rows;
    expect(mathRow?.cells.map((cell) => [cell.result?.percentage ?? null, cell.change])).toEqual([
      [87.5, 12.5],
      [75, 0],
      [75, null],
    ]);
    // April did not ask science: June compares with March, two decimals at most.
    expect(scienceRow?.cells.map((cell) => [cell.result?.percentage ?? null, cell.change])).toEqual(
      [
        [60, -6.67],
        [null, null],
        [66.67, null],
      ],
    );
    expect(readingRow?.cells.map((cell) => cell.change)).toEqual([null, null, null]);
  });

  it('leaves out this evaluation if the server lists it among the earlier ones', () => {
    const { columns } = compareEvaluations(current, [current, april]);
    expect(columns.map((column) => column.id)).toEqual([3, 2]);
  });
});
