import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

/**
 * A small, valid pack's sources for tests: grade 1 (level 1) with one subject of two
 * clusters of three lessons each. Lesson bodies carry a recognisable sentence
 * (`secretSentence`) so tests can look for plaintext where it must not be.
 */
export const SAMPLE = {
  packId: 'sample-pack',
  subjectId: 101,
  clusterIds: [10101, 10102],
  lessonIds: [1010101, 1010102, 1010103, 1010201, 1010202, 1010203],
  secretSentence: 'Purple elephants count to seven',
  localPath: (lessonId: number) => {
    const cluster = Math.floor(lessonId / 100) % 100;
    const lesson = lessonId % 100;
    return `grade-1/math/cluster-${cluster}/lesson-${lesson}`;
  },
};

const text = (en: string, es: string) => ({ en, es });

/** Every sample question shows the picture beside its pool, as many real questions do. */
function choiceQuestion(id: string) {
  return {
    id,
    type: 'single_choice',
    prompt: text(`Question ${id}?`, `¿Pregunta ${id}?`),
    image: 'dots.svg',
    image_alt: text('An orange dot', 'Un punto naranja'),
    hints: [text('Think.', 'Piensa.')],
    choices: [
      { id: 'a', text: text('Right', 'Bien'), correct: true },
      { id: 'b', text: text('Wrong', 'Mal') },
    ],
  };
}

const pool = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, index) => choiceQuestion(`${prefix}-${index + 1}`));

/** The picture of every sample lesson and question. */
export const SAMPLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" role="img"><circle cx="5" cy="5" r="4" fill="orange"/></svg>';

export function writeSampleSources(root: string, version = '1.0.0'): string {
  const write = (path: string, content: string | object) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : stringify(content));
  };
  write('pack.yaml', {
    id: SAMPLE.packId,
    version,
    title: text('Sample', 'Muestra'),
    levels: [{ id: 1, nombre: text('Elementary', 'Primaria') }],
    grades: [
      {
        grade_id: 1,
        level_id: 1,
        name: text('Grade 1', 'Primer grado'),
        path: 'grade-1',
        subjects: ['math'],
      },
    ],
  });
  write('grades/grade-1/math/subject.yaml', {
    id: SAMPLE.subjectId,
    name: text('Math', 'Matemáticas'),
    abbreviation: 'Math',
    description: text('Numbers and shapes', 'Números y figuras'),
    clusters: ['cluster-1', 'cluster-2'],
  });
  for (const [clusterIndex, clusterId] of SAMPLE.clusterIds.entries()) {
    const clusterDir = `grades/grade-1/math/cluster-${clusterIndex + 1}`;
    write(`${clusterDir}/cluster.yaml`, {
      id: clusterId,
      title: text(`Cluster ${clusterIndex + 1}`, `Grupo ${clusterIndex + 1}`),
      description: text('Practice', 'Práctica'),
      lessons: ['lesson-1', 'lesson-2', 'lesson-3'],
    });
    write(`${clusterDir}/test.yaml`, { questions: pool('test', 15) });
    write(`${clusterDir}/dots.svg`, SAMPLE_SVG);
    for (let lesson = 1; lesson <= 3; lesson += 1) {
      const lessonId = clusterId * 100 + lesson;
      const lessonDir = `${clusterDir}/lesson-${lesson}`;
      write(`${lessonDir}/lesson.yaml`, {
        id: lessonId,
        title: text(`Counting lesson ${lessonId}`, `Lección de conteo ${lessonId}`),
        narration: text('Let us count.', 'Vamos a contar.'),
        standards: ['CCSS.MATH.CONTENT.1.NBT.A.1'],
        glossary: [
          {
            term: text('count', 'contar'),
            definition: text('say numbers in order', 'decir números en orden'),
          },
          {
            term: text('fraction', 'fracción'),
            definition: text('a part of a whole', 'una parte de un todo'),
          },
          {
            term: text('sum', 'suma'),
            definition: text('what you get when you add', 'lo que obtienes al sumar'),
          },
        ],
      });
      write(
        `${lessonDir}/body.en.html`,
        `<h2>Counting</h2><p>${SAMPLE.secretSentence}.</p><img src="dots.svg" alt="Dots">`,
      );
      write(
        `${lessonDir}/body.es.html`,
        `<h2>Contar</h2><p>Los elefantes morados cuentan hasta siete con fracciones.</p><img src="dots.svg" alt="Puntos">`,
      );
      write(`${lessonDir}/dots.svg`, SAMPLE_SVG);
      write(`${lessonDir}/quiz.yaml`, { questions: pool('quiz', 8) });
    }
  }
  return root;
}
export * from './graded-sources';
export * from './bundled-subject';
