import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { QuestionItem } from '@aula/shared';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { MEDIA_TYPES } from '../format/limits';
import type { PackCatalogue, PackContents } from '../format/pack-schema';
import { clusterMediaPath, lessonBodyPath, lessonMediaPath } from '../format/pack-schema';
import {
  clusterSourceSchema,
  lessonSourceSchema,
  packSourceSchema,
  questionPoolSourceSchema,
  subjectSourceSchema,
} from '../format/source-schema';
import type { PackIssue } from '../validate/issues';
import { issuesFromZod } from '../validate/issues';

/**
 * Reads a pack's sources (README.md, "Sources") into memory. Problems are collected, not
 * thrown, so an author sees every one of them in one run.
 */
export function readSources(root: string): {
  contents: PackContents | undefined;
  issues: PackIssue[];
} {
  const issues: PackIssue[] = [];
  const where = (path: string) => relative(root, path) || '.';

  function readYaml<S extends z.ZodType>(path: string, schema: S): z.infer<S> | undefined {
    if (!existsSync(path)) {
      issues.push({ where: where(path), message: 'file is missing' });
      return undefined;
    }
    let data: unknown;
    try {
      data = parseYaml(readFileSync(path, 'utf8'));
    } catch (error) {
      issues.push({ where: where(path), message: `not valid YAML: ${(error as Error).message}` });
      return undefined;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      issues.push(...issuesFromZod(where(path), parsed.error.issues));
      return undefined;
    }
    return parsed.data;
  }

  const pack = readYaml(join(root, 'pack.yaml'), packSourceSchema);
  if (!pack) return { contents: undefined, issues };

  const catalogue: PackCatalogue = {
    levels: pack.levels,
    grades: [],
    subjects: [],
    clusters: [],
    lessons: [],
  };
  const files = new Map<string, Buffer>();
  const questions: PackContents['questions'] = { lessons: {}, clusters: {} };

  /** Copies the pictures of a folder into the pack and rewrites question image paths. */
  function addMedia(folder: string, toEntry: (file: string) => string) {
    for (const file of readdirSync(folder)) {
      if (MEDIA_TYPES[extname(file).toLowerCase()] && statSync(join(folder, file)).isFile()) {
        files.set(toEntry(file), readFileSync(join(folder, file)));
      }
    }
  }

  function readPool(path: string, toEntry: (file: string) => string): QuestionItem[] {
    const pool = readYaml(path, questionPoolSourceSchema);
    return (pool?.questions ?? []).map((item) =>
      item.image ? { ...item, image: toEntry(item.image) } : item,
    );
  }

  pack.grades.forEach((grade, gradeIndex) => {
    catalogue.grades.push({
      grade_id: grade.grade_id,
      level_id: grade.level_id,
      name: grade.name,
      path: grade.path,
      position: gradeIndex + 1,
    });
    grade.subjects.forEach((subjectPath, subjectIndex) => {
      const subjectDir = join(root, 'grades', grade.path, subjectPath);
      const subject = readYaml(join(subjectDir, 'subject.yaml'), subjectSourceSchema);
      if (!subject) return;
      catalogue.subjects.push({
        id: subject.id,
        grade_id: grade.grade_id,
        path: subjectPath,
        name: subject.name,
        abbreviation: subject.abbreviation,
        description: subject.description,
        position: subjectIndex + 1,
      });
      subject.clusters.forEach((clusterPath, clusterIndex) => {
        const clusterDir = join(subjectDir, clusterPath);
        const cluster = readYaml(join(clusterDir, 'cluster.yaml'), clusterSourceSchema);
        if (!cluster) return;
        catalogue.clusters.push({
          id: cluster.id,
          subject_id: subject.id,
          path: clusterPath,
          title: cluster.title,
          description: cluster.description,
          position: clusterIndex + 1,
        });
        const clusterEntry = (file: string) => clusterMediaPath(cluster.id, file);
        addMedia(clusterDir, clusterEntry);
        questions.clusters[String(cluster.id)] = readPool(
          join(clusterDir, 'test.yaml'),
          clusterEntry,
        );

        cluster.lessons.forEach((lessonPath, lessonIndex) => {
          const lessonDir = join(clusterDir, lessonPath);
          const lesson = readYaml(join(lessonDir, 'lesson.yaml'), lessonSourceSchema);
          if (!lesson) return;
          catalogue.lessons.push({
            id: lesson.id,
            cluster_id: cluster.id,
            path: lessonPath,
            local_path: [grade.path, subjectPath, clusterPath, lessonPath].join('/'),
            title: lesson.title,
            narration: lesson.narration ?? null,
            glossary: lesson.glossary,
            standards: lesson.standards,
            position: lessonIndex + 1,
          });
          for (const lang of ['en', 'es'] as const) {
            const bodyFile = join(lessonDir, `body.${lang}.html`);
            if (existsSync(bodyFile))
              files.set(lessonBodyPath(lesson.id, lang), readFileSync(bodyFile));
            else
              issues.push({
                where: where(bodyFile),
                message: `file is missing (${lang === 'es' ? 'Spanish' : 'English'} translation of the lesson)`,
              });
          }
          const lessonEntry = (file: string) => lessonMediaPath(lesson.id, file);
          addMedia(lessonDir, lessonEntry);
          questions.lessons[String(lesson.id)] = readPool(
            join(lessonDir, 'quiz.yaml'),
            lessonEntry,
          );
        });
      });
    });
  });

  return {
    contents: {
      id: pack.id,
      version: pack.version,
      title: pack.title,
      catalogue,
      questions,
      files,
    },
    issues,
  };
}
