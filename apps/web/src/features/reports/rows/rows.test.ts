import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  activityTimeReport,
  attendanceReport,
  dailyReport,
  progressReport,
  runInTestTimeZone,
  testSummary,
} from '../report-test-kit';
import { tableLines } from '../report-table';
import { activityTimeTable } from './activity-time-rows';
import { attendanceTable } from './attendance-rows';
import { dailyTable } from './daily-rows';
import { hardestTable } from './hardest-rows';
import { progressTable } from './progress-rows';
import { testsTable } from './tests-rows';

runInTestTimeZone();
const en = i18n.getFixedT('en', 'reports');
const es = i18n.getFixedT('es', 'reports');

describe('the rows of each report, against hand-computed figures', () => {
  it('progress: topics by position, each subject added up after its topics', () => {
    expect(tableLines(progressTable(progressReport(), en, 'en'))).toEqual([
      [
        'Subject',
        'Topic',
        'Progress',
        'Lessons completed',
        'In progress',
        'Not started',
        'Status',
        'Needs help',
      ],
      ['Mathematics', 'Fractions', '100%', '5', '0', '0', 'Completed', ''],
      ['Mathematics', 'Decimals', '32%', '2', '1', '2', 'Open', 'Adding decimals'],
      ['Mathematics', 'All topics', '66.67%', '7', '1', '2', '1 of 2 topics completed', ''],
      ['Science', 'Plants', '0%', '0', '0', '4', 'Turned off', ''],
      ['Science', 'All topics', '0%', '0', '0', '4', '0 of 1 topic completed', ''],
    ]);
    expect(tableLines(progressTable(progressReport(), es, 'es'))[3]).toEqual([
      'Mathematics',
      'Todos los temas',
      '66,67 %',
      '7',
      '1',
      '2',
      '1 de 2 temas completados',
      '',
    ]);
  });

  it('tests: local date, right answers, percentage and letter grade; unfinished ones say so', () => {
    const lines = tableLines(
      testsTable(
        [
          testSummary({
            id: 2,
            percentage: 66.6667,
            letter_grade: 'D',
            correct_count: 2,
            total: 3,
          }),
          testSummary({
            id: 1,
            finished_at: null,
            percentage: null,
            letter_grade: null,
            correct_count: 3,
          }),
        ],
        en,
        'en',
      ),
    );
    expect(lines).toEqual([
      ['Date', 'Subject', 'Topic', 'Correct answers', 'Percentage', 'Grade'],
      ['Nov 3, 2026, 9:12 AM', 'Mathematics', 'Fractions', '2 of 3', '66.67%', 'D'],
      ['Nov 3, 2026, 9:00 AM', 'Mathematics', 'Fractions', '3 of 10', '—', 'Not finished'],
    ]);
  });

  it('activity time: every day (zeros too), time outside subjects, totals per subject', () => {
    expect(tableLines(activityTimeTable(activityTimeReport(), en, 'en'))).toEqual([
      ['Date', 'Total', 'Mathematics', 'Science', 'Outside subjects'],
      ['Sun, Nov 1, 2026', '01:02:05', '00:50:00', '00:10:00', '00:02:05'],
      ['Mon, Nov 2, 2026', '00:00:00', '00:00:00', '00:00:00', '00:00:00'],
      ['Tue, Nov 3, 2026', '00:00:59', '00:00:59', '00:00:00', '00:00:00'],
      ['Total', '01:03:04', '00:50:59', '00:10:00', '00:02:05'],
    ]);
  });

  it('activity time: no column for time outside subjects when there is none', () => {
    const report = activityTimeReport({
      total_seconds: 59,
      subjects: [{ subject_id: 10, name: 'Mathematics', abbreviation: 'Math', seconds: 59 }],
      days: [{ date: '2026-11-03', seconds: 59, subjects: [{ subject_id: 10, seconds: 59 }] }],
    });
    expect(tableLines(activityTimeTable(report, en, 'en'))[0]).toEqual([
      'Date',
      'Total',
      'Mathematics',
    ]);
  });

  it('daily: times on the viewer clock, kinds in words, and how each event went', () => {
    expect(tableLines(dailyTable(dailyReport(), en, 'en'))).toEqual([
      ['Time', 'Activity', 'Title', 'Subject', 'Active time', 'Result'],
      ['9:00 AM – 10:05 AM', 'Session', 'Signed in', '—', '01:02:05', '—'],
      ['9:02 AM – 9:20 AM', 'Lesson', 'Adding decimals', 'Mathematics', '00:16:55', 'Completed'],
      [
        '9:21 AM – 9:25 AM',
        'Quiz',
        'Adding decimals',
        'Mathematics',
        '—',
        '2 of 4 correct, not passed',
      ],
      ['9:40 AM (not finished)', 'Test', 'Decimals', 'Mathematics', '—', 'Not finished'],
    ]);
    const finishedTest = dailyReport({
      events: [
        {
          ...dailyReport().events[3]!,
          ended_at: '2026-11-03T15:52:00.000Z',
          correct_count: 9,
          total: 10,
          percentage: 90,
          letter_grade: 'A-',
        },
      ],
    });
    expect(tableLines(dailyTable(finishedTest, es, 'es'))[1]).toEqual([
      '9:40 – 9:52',
      'Prueba',
      'Decimals',
      'Mathematics',
      '—',
      '9 de 10 correctas, 90 % (A-)',
    ]);
  });

  it('attendance: every day of the month, then days present of days in the month', () => {
    const lines = tableLines(attendanceTable(attendanceReport(), en, 'en'));
    expect(lines).toHaveLength(1 + 30 + 1);
    expect(lines[1]).toEqual(['Sun, Nov 1, 2026', 'No activity', '00:00:00']);
    expect(lines[2]).toEqual(['Mon, Nov 2, 2026', 'Present', '01:02:05']);
    expect(lines[30]).toEqual(['Mon, Nov 30, 2026', 'Present', '00:01:00']);
    expect(lines.at(-1)).toEqual(['Total', '2 of 30 days', '01:03:05']);
  });

  it('hardest questions: the students column only across all students', () => {
    const result = {
      cluster_id: 101,
      cluster_title: 'Decimals',
      subject_name: 'Mathematics',
      items: [
        {
          item_id: 'q1',
          source: 'quiz' as const,
          lesson_title: 'Adding decimals',
          prompt: 'What is 0.5 + 0.25?',
          asked: 3,
          missed: 2,
          missed_percent: 66.67,
          students: 2,
        },
        {
          item_id: 'q2',
          source: 'test' as const,
          lesson_title: null,
          prompt: 'Round 2.45 to one decimal place.',
          asked: 4,
          missed: 1,
          missed_percent: 25,
          students: 1,
        },
      ],
    };
    expect(tableLines(hardestTable(result, { allStudents: false }, en, 'en'))).toEqual([
      ['Question', 'Asked in', 'Missed', 'Missed %'],
      ['What is 0.5 + 0.25?', 'Quiz: Adding decimals', '2 of 3', '66.67%'],
      ['Round 2.45 to one decimal place.', 'Topic test', '1 of 4', '25%'],
    ]);
    expect(tableLines(hardestTable(result, { allStudents: true }, en, 'en'))[1]).toEqual([
      'What is 0.5 + 0.25?',
      'Quiz: Adding decimals',
      '2 of 3',
      '66.67%',
      '2',
    ]);
  });
});
