import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { BUNDLED_SOURCES_DIR } from '../bundled';
import { readSources } from './read-sources';

/** A grade as the bundled pack.yaml lists it (its other keys pass through unread). */
export interface BundledGradeEntry {
  path: string;
  subjects: string[];
  [key: string]: unknown;
}

export function readBundledPackYaml() {
  return parse(readFileSync(join(BUNDLED_SOURCES_DIR, 'pack.yaml'), 'utf8')) as {
    grades: BundledGradeEntry[];
  };
}

/**
 * One subject of the bundled sources read as a pack of its own: the bundled pack.yaml with only
 * that grade and subject, beside a copy of the subject's folder. Reading it skips the YAML of
 * every other subject (the whole curriculum takes about 2 s).
 */
export function readSubjectAlone(grade: BundledGradeEntry, subjectFolder: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'aula-subject-'));
  try {
    writeFileSync(
      join(scratch, 'pack.yaml'),
      stringify({ ...readBundledPackYaml(), grades: [{ ...grade, subjects: [subjectFolder] }] }),
    );
    cpSync(
      join(BUNDLED_SOURCES_DIR, 'grades', grade.path, subjectFolder),
      join(scratch, 'grades', grade.path, subjectFolder),
      { recursive: true },
    );
    return readSources(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
