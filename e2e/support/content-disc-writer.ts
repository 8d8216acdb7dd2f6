// Run with `node --import tsx` (the pack builder's sources are TypeScript with JSON imports,
// which the journeys' own loader does not take): builds a content pack from sources and
// unpacks it into a disc folder, then prints the ids and sentences the journey looks for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPack, openPackSource } from '@aula/content';
import type { GradedSourcesOptions } from '@aula/content/testing';
import { gradedIds, gradedLessonSentence, writeGradedSources } from '@aula/content/testing';

const [disc, optionsJson] = process.argv.slice(2);
if (!disc || !optionsJson) throw new Error('usage: content-disc-writer <disc folder> <options>');
const options = JSON.parse(optionsJson) as GradedSourcesOptions;

const work = mkdtempSync(join(tmpdir(), 'aula-e2e-disc-'));
try {
  const packFile = join(work, 'disc.aulapack');
  await buildPack(writeGradedSources(join(work, 'src'), options), packFile);
  rmSync(disc, { recursive: true, force: true });
  const source = await openPackSource(packFile);
  for (const entry of source.names()) {
    mkdirSync(join(disc, entry, '..'), { recursive: true });
    writeFileSync(join(disc, entry), await source.read(entry));
  }
  source.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}
const ids = gradedIds(options);
const sentences = Object.fromEntries(
  ids.flatMap((grade) => grade.lessonIds).map((id) => [id, gradedLessonSentence(id)]),
);
process.stdout.write(JSON.stringify({ ids, sentences }));
