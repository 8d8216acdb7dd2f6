import type {
  Cluster,
  Lesson,
  LessonDetail,
  LessonSearchHit,
  LevelList,
  ServedLesson,
  Subject,
} from '@aula/shared';

/** Primary (grades 1–2) and Secondary (grade 7), as GET /levels answers in English. */
export function levelList(): LevelList {
  return {
    items: [
      {
        id: 1,
        nombre: 'Primary',
        grades: [
          { grade_id: 1, name: 'First grade', path: 'grade-1', level_id: 1 },
          { grade_id: 3, name: 'Third grade', path: 'grade-3', level_id: 1 },
        ],
      },
      {
        id: 2,
        nombre: 'Secondary',
        grades: [{ grade_id: 7, name: 'Seventh grade', path: 'grade-7', level_id: 2 }],
      },
    ],
    total: 2,
  };
}

export function subject(overrides: Partial<Subject> = {}): Subject {
  return {
    id: 31,
    grade_id: 3,
    path: 'grade-3/math',
    name: 'Mathematics',
    abbreviation: 'Math',
    description: 'Numbers, shapes and measures.',
    progress_percent: 40,
    total_clusters: 2,
    total_lessons: 6,
    completed_lessons: 2,
    ...overrides,
  };
}

export function lesson(overrides: Partial<Lesson> = {}): Lesson {
  const id = overrides.id ?? 501;
  return {
    id,
    cluster_id: 41,
    path: `lesson-${id}`,
    local_path: `grade-3/math/fractions/lesson-${id}`,
    title: `Lesson ${id}`,
    position: 1,
    is_locked: 1,
    state_id: 1,
    ...overrides,
  };
}

export function cluster(overrides: Partial<Cluster> = {}): Cluster {
  return {
    id: 41,
    subject_id: 31,
    path: 'fractions',
    title: 'Fractions',
    description: 'Parts of a whole.',
    position: 1,
    is_locked: 1,
    enabled: true,
    test_performed: false,
    progress_percent: 50,
    total_lessons: 3,
    completed_lessons: 1,
    not_started: 1,
    in_progress: 1,
    lessons: [],
    ...overrides,
  };
}

export function lessonDetail(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    ...lesson(overrides),
    subject_id: 31,
    grade_id: 3,
    level_id: 1,
    has_narration: false,
    glossary: [],
    standards: ['CCSS.MATH.CONTENT.3.NF.A.1'],
    ...overrides,
  };
}

export function servedLesson(overrides: Partial<ServedLesson> = {}): ServedLesson {
  return {
    lesson_id: 502,
    lang: 'en',
    title: 'Halves and quarters',
    html: '<h2>Halves</h2><p>A half is one of two equal parts.</p>',
    narration: null,
    glossary: [],
    ...overrides,
  };
}

export function searchHit(overrides: Partial<LessonSearchHit> = {}): LessonSearchHit {
  return {
    lesson_id: 502,
    title: 'Halves and quarters',
    snippet: 'A half is one of two equal parts.',
    cluster_id: 41,
    cluster_title: 'Fractions',
    subject_id: 31,
    subject_name: 'Mathematics',
    grade_id: 3,
    grade_name: 'Third grade',
    level_id: 1,
    ...overrides,
  };
}
