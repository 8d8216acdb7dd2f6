import { BUNDLED_SOURCES_DIR } from '../bundled';
import { readSources } from '../sources/read-sources';
import { helpCoverage } from '../validate/help-coverage';

/**
 * npm run report --workspace @aula/content [-- <sources dir>]: what a pack holds, per level,
 * grade and subject (clusters, lessons, questions, glossary terms), and how much help its
 * questions give (hints, explanations, feedback on choices).
 */
const sourcesDir = process.argv[2] ?? BUNDLED_SOURCES_DIR;
const { contents, issues } = readSources(sourcesDir);
if (!contents) {
  for (const issue of issues) console.error(`${issue.where}: ${issue.message}`);
  process.exit(1);
}
const { catalogue, questions } = contents;

interface Row {
  level: string;
  grade: string;
  subject: string;
  clusters: number;
  lessons: number;
  'quiz questions': number;
  'test questions': number;
  'glossary terms': number;
}
const rows: Row[] = [];
for (const level of catalogue.levels) {
  for (const grade of catalogue.grades.filter((entry) => entry.level_id === level.id)) {
    for (const subject of catalogue.subjects.filter((entry) => entry.grade_id === grade.grade_id)) {
      const clusters = catalogue.clusters.filter((entry) => entry.subject_id === subject.id);
      const clusterIds = new Set(clusters.map((cluster) => cluster.id));
      const lessons = catalogue.lessons.filter((lesson) => clusterIds.has(lesson.cluster_id));
      rows.push({
        level: level.nombre.en,
        grade: grade.name.en,
        subject: `${subject.name.en} (${subject.abbreviation})`,
        clusters: clusters.length,
        lessons: lessons.length,
        'quiz questions': lessons.reduce(
          (sum, lesson) => sum + (questions.lessons[String(lesson.id)]?.length ?? 0),
          0,
        ),
        'test questions': clusters.reduce(
          (sum, cluster) => sum + (questions.clusters[String(cluster.id)]?.length ?? 0),
          0,
        ),
        'glossary terms': lessons.reduce((sum, lesson) => sum + lesson.glossary.length, 0),
      });
    }
  }
}
const total = (key: keyof Row) => rows.reduce((sum, row) => sum + (row[key] as number), 0);
rows.push({
  level: 'All',
  grade: `${catalogue.grades.length} grades`,
  subject: `${catalogue.subjects.length} subjects`,
  clusters: total('clusters'),
  lessons: total('lessons'),
  'quiz questions': total('quiz questions'),
  'test questions': total('test questions'),
  'glossary terms': total('glossary terms'),
});
console.log(`${contents.id} ${contents.version}`);
console.table(rows);
console.log('Help per subject');
console.table(helpCoverage(contents));
if (issues.length > 0) {
  console.error(`${issues.length} problems while reading the sources`);
  process.exitCode = 1;
}
