import type { Cluster, Language, ProgressReport } from '@aula/shared';
import type { TFunction } from 'i18next';
import { clampPercent, percentText } from '../../../lib/format';
import type { ReportTable } from '../report-table';

export type ProgressColumn =
  | 'subject'
  | 'topic'
  | 'progress'
  | 'completed'
  | 'inProgress'
  | 'notStarted'
  | 'status'
  | 'needsHelp';

export interface ProgressRowMeta {
  /** A topic's line, or the line that adds up a subject's topics. */
  kind: 'topic' | 'subject';
  subjectId: number;
  /** The topic's cluster (null on a subject's line). */
  clusterId: number | null;
  /** For the bar: 0-100. */
  percent: number;
}

export type ProgressTable = ReportTable<ProgressColumn, ProgressRowMeta>;

function topicStatus(cluster: Cluster, t: TFunction<'reports'>): string {
  if (!cluster.enabled) return t('progress.status.turnedOff');
  if (cluster.is_locked === 2) return t('progress.status.completed');
  return cluster.is_locked === 1 ? t('progress.status.open') : t('progress.status.locked');
}

/**
 * Every topic of every subject (in the order the student meets them), each subject followed by
 * a line that adds up its topics; flagged lessons are named in their topic's line.
 */
export function progressTable(
  report: ProgressReport,
  t: TFunction<'reports'>,
  language: Language,
): ProgressTable {
  const columns: ProgressTable['columns'] = [
    { key: 'subject', header: t('progress.columns.subject') },
    { key: 'topic', header: t('progress.columns.topic') },
    { key: 'progress', header: t('progress.columns.progress'), numeric: true },
    { key: 'completed', header: t('progress.columns.completed'), numeric: true },
    { key: 'inProgress', header: t('progress.columns.inProgress'), numeric: true },
    { key: 'notStarted', header: t('progress.columns.notStarted'), numeric: true },
    { key: 'status', header: t('progress.columns.status') },
    { key: 'needsHelp', header: t('progress.columns.needsHelp') },
  ];
  const rows: ProgressTable['rows'] = [];
  for (const subject of report.subjects) {
    const clusters = [...subject.clusters].sort((a, b) => a.position - b.position);
    for (const cluster of clusters) {
      const flagged = report.needs_help
        .filter((lesson) => lesson.cluster_id === cluster.id)
        .map((lesson) => lesson.lesson_title);
      rows.push({
        id: `topic-${cluster.id}`,
        cells: {
          subject: subject.name,
          topic: cluster.title,
          progress: percentText(cluster.progress_percent, language),
          completed: String(cluster.completed_lessons),
          inProgress: String(cluster.in_progress),
          notStarted: String(cluster.not_started),
          status: topicStatus(cluster, t),
          needsHelp: flagged.join('; '),
        },
        meta: {
          kind: 'topic',
          subjectId: subject.id,
          clusterId: cluster.id,
          percent: clampPercent(cluster.progress_percent),
        },
      });
    }
    const sum = (pick: (cluster: Cluster) => number) =>
      String(clusters.reduce((total, cluster) => total + pick(cluster), 0));
    rows.push({
      id: `subject-${subject.id}`,
      cells: {
        subject: subject.name,
        topic: t('progress.allTopics'),
        progress: percentText(subject.progress_percent, language),
        completed: sum((cluster) => cluster.completed_lessons),
        inProgress: sum((cluster) => cluster.in_progress),
        notStarted: sum((cluster) => cluster.not_started),
        status: t('progress.topicsCompleted', {
          done: clusters.filter((cluster) => cluster.is_locked === 2).length,
          count: clusters.length,
        }),
        needsHelp: '',
      },
      meta: {
        kind: 'subject',
        subjectId: subject.id,
        clusterId: null,
        percent: clampPercent(subject.progress_percent),
      },
    });
  }
  return { columns, rows };
}
