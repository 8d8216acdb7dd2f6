import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

/**
 * A valid pack's sources with several grades, for copying a disc grade by grade: each grade
 * one subject of one cluster of `lessonsPerCluster` lessons. Ids start from `idBase` so the
 * pack can sit beside the bundled one (subject = idBase + grade index, cluster = subject × 100
 * + 1, lesson = cluster × 100 + n); `picturesPerLesson` makes a disc that takes a while to copy.
 */
export interface GradedSourcesOptions {
  packId: string;
  version?: string;
  idBase: number;
  /** The subject folder (paths must differ from the other packs' lessons). */
  subjectPath: string;
  /** The subject's name; "Art" unless given. */
  subjectName?: { en: string; es: string };
  grades: { grade_id: number; path: string; en: string; es: string }[];
  /** The level of every grade; level 1 "Elementary" unless given. */
  level?: { id: number; en: string; es: string };
  lessonsPerCluster?: number;
  picturesPerLesson?: number;
  /** Bytes of filler in each picture, to make the disc larger. */
  pictureBytes?: number;
}

const text = (en: string, es: string) => ({ en, es });

const choiceQuestion = (id: string) => ({
  id,
  type: 'single_choice',
  prompt: text(`Question ${id}?`, `¿Pregunta ${id}?`),
  choices: [
    { id: 'a', text: text('Right', 'Bien'), correct: true },
    { id: 'b', text: text('Wrong', 'Mal') },
  ],
});
const pool = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, index) => choiceQuestion(`${prefix}-${index + 1}`));

function picture(index: number, fillerBytes: number) {
  // A comment pads the picture; it is plain text, allowed in an SVG.
  const filler = fillerBytes > 0 ? `<!-- ${'x'.repeat(fillerBytes)} -->` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" role="img">${filler}<circle cx="5" cy="5" r="${1 + (index % 4)}" fill="teal"/></svg>`;
}

export const gradedIds = (options: GradedSourcesOptions) =>
  options.grades.map((grade, index) => {
    const subjectId = options.idBase + index + 1;
    const clusterId = subjectId * 100 + 1;
    const lessonIds = Array.from(
      { length: options.lessonsPerCluster ?? 2 },
      (_, lesson) => clusterId * 100 + lesson + 1,
    );
    return { gradeId: grade.grade_id, subjectId, clusterId, lessonIds };
  });

/** The sentence in a lesson's English body, for tests that look for it. */
export const gradedLessonSentence = (lessonId: number) => `Lesson ${lessonId} paints the sky`;

export function writeGradedSources(root: string, options: GradedSourcesOptions): string {
  const write = (path: string, content: string | object) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : stringify(content));
  };
  const level = options.level ?? { id: 1, en: 'Elementary', es: 'Primaria' };
  write('pack.yaml', {
    id: options.packId,
    version: options.version ?? '1.0.0',
    title: text(`Disc ${options.packId}`, `Disco ${options.packId}`),
    levels: [{ id: level.id, nombre: text(level.en, level.es) }],
    grades: options.grades.map((grade) => ({
      grade_id: grade.grade_id,
      level_id: level.id,
      name: text(grade.en, grade.es),
      path: grade.path,
      subjects: [options.subjectPath],
    })),
  });
  const pictures = options.picturesPerLesson ?? 1;
  for (const [index, ids] of gradedIds(options).entries()) {
    const subjectDir = `grades/${options.grades[index]!.path}/${options.subjectPath}`;
    write(`${subjectDir}/subject.yaml`, {
      id: ids.subjectId,
      name: options.subjectName ?? text('Art', 'Arte'),
      abbreviation: 'Sci',
      description: text('Colours and shapes.', 'Colores y formas.'),
      clusters: ['colours'],
    });
    write(`${subjectDir}/colours/cluster.yaml`, {
      id: ids.clusterId,
      title: text(`Colours ${ids.gradeId}`, `Colores ${ids.gradeId}`),
      description: text('Mixing colours.', 'Mezclar colores.'),
      lessons: ids.lessonIds.map((_, lesson) => `lesson-${lesson + 1}`),
    });
    write(`${subjectDir}/colours/test.yaml`, { questions: pool('test', 15) });
    for (const [lesson, lessonId] of ids.lessonIds.entries()) {
      const lessonDir = `${subjectDir}/colours/lesson-${lesson + 1}`;
      write(`${lessonDir}/lesson.yaml`, {
        id: lessonId,
        title: text(`Colour lesson ${lessonId}`, `Lección de color ${lessonId}`),
        glossary: [],
      });
      const images = Array.from({ length: pictures }, (_, n) => `picture-${n + 1}.svg`);
      const body = (sentence: string, alt: string) =>
        `<h2>${alt}</h2><p>${sentence}.</p>${images.map((src) => `<img src="${src}" alt="${alt}">`).join('')}`;
      write(`${lessonDir}/body.en.html`, body(gradedLessonSentence(lessonId), 'Colours'));
      write(`${lessonDir}/body.es.html`, body(`La lección ${lessonId} pinta el cielo`, 'Colores'));
      for (const [n, src] of images.entries())
        write(`${lessonDir}/${src}`, picture(n, options.pictureBytes ?? 0));
      write(`${lessonDir}/quiz.yaml`, { questions: pool('quiz', 8) });
    }
  }
  return root;
}
