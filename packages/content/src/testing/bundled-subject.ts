import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { BUNDLED_SOURCES_DIR } from '../bundled';
import { readSources } from '../sources/read-sources';

/**
 * One subject of the bundled curriculum read as a pack of its own (as `npm run check:subject`
 * reads it): the bundled pack.yaml with only that grade and subject, beside a copy of the
 * subject's folder. A test about one subject's questions skips the YAML of every other one
 * (reading the whole curriculum takes about 2 s).
 */
export function readBundledSubject(gradePath: string, subjectFolder: string) {
  const pack = parse(readFileSync(join(BUNDLED_SOURCES_DIR, 'pack.yaml'), 'utf8')) as {
    grades: { path: string; subjects: string[] }[];
  };
  const grade = pack.grades.find((candidate) => candidate.path === gradePath);
  if (!grade?.subjects.includes(subjectFolder))
    throw new Error(`The bundled pack has no subject ${gradePath}/${subjectFolder}`);
  const scratch = mkdtempSync(join(tmpdir(), 'aula-bundled-subject-'));
  try {
    writeFileSync(
      join(scratch, 'pack.yaml'),
      stringify({ ...pack, grades: [{ ...grade, subjects: [subjectFolder] }] }),
    );
    cpSync(
      join(BUNDLED_SOURCES_DIR, 'grades', gradePath, subjectFolder),
      join(scratch, 'grades', gradePath, subjectFolder),
      { recursive: true },
    );
    return readSources(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
