import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { GradedSourcesOptions } from '@aula/content/testing';
import { e2eDataDir } from './environment';

/** Where the e2e server finds content discs (CONTENT_DISCS_DIR in start-server.mjs). */
export const contentDiscsDir = join(e2eDataDir, 'discs');

const root = join(import.meta.dirname, '..', '..');

/**
 * What a malicious or damaged disc holds in its first lesson: markup added to the English
 * body after the lesson's sentence, and a picture in place of its first one. Written after
 * the pack is built (our builder would refuse it), with the manifest's checksums made to
 * match, so only what reads the lesson can find it out.
 */
export interface PlantedLesson {
  markup: string;
  picture: string;
}

/** What content-disc-writer.ts takes. */
export type DiscOptions = GradedSourcesOptions & { planted?: PlantedLesson };

export interface InsertedDisc {
  ids: { gradeId: number; subjectId: number; clusterId: number; lessonIds: number[] }[];
  /** The sentence in each lesson's English body, by lesson id. */
  sentences: Record<string, string>;
  /** With `planted`: the lesson that holds it and the pack entries replaced. */
  planted?: { lessonId: number; entries: string[] };
}

/**
 * Puts a content disc in the e2e server's drive: a pack built from sources (ids and paths
 * apart from the bundled pack's), unpacked into `discs/<name>` as a CD would hold it.
 */
export function insertContentDisc(name: string, options: DiscOptions): InsertedDisc {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'content-disc-writer.ts'),
      join(contentDiscsDir, name),
      JSON.stringify(options),
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output) as InsertedDisc;
}
