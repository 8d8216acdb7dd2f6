// Run with `node --import tsx` (the pack builder's sources are TypeScript with JSON imports,
// which the journeys' own loader does not take): builds a content pack from sources and
// unpacks it into a disc folder, then prints the ids and sentences the journey looks for.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PackManifest } from '@aula/content';
import { buildPack, lessonBodyPath, lessonMediaPath, openPackSource, sha256 } from '@aula/content';
import { gradedIds, gradedLessonSentence, writeGradedSources } from '@aula/content/testing';
import type { DiscOptions, InsertedDisc, PlantedLesson } from './content-disc';

const [disc, optionsJson] = process.argv.slice(2);
if (!disc || !optionsJson) throw new Error('usage: content-disc-writer <disc folder> <options>');
const options = JSON.parse(optionsJson) as DiscOptions;

/**
 * Adds the planted markup to a lesson's English body (after its sentence, which stays) and
 * replaces its first picture on the unpacked disc, then gives those entries the manifest
 * checksums and sizes of their new bytes, as a disc made outside our builder would: the
 * copy's checksum checks pass, and what reads the lesson must find it out.
 */
function plantLesson(lessonId: number, planted: PlantedLesson): string[] {
  const bodyPath = lessonBodyPath(lessonId, 'en');
  const body = readFileSync(join(disc!, bodyPath), 'utf8');
  if (!body.includes('</p>')) throw new Error(`${bodyPath} has no sentence to keep`);
  const replacements = new Map([
    [bodyPath, body.replace('</p>', `</p>${planted.markup}`)],
    [lessonMediaPath(lessonId, 'picture-1.svg'), planted.picture],
  ]);
  const manifestFile = join(disc!, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackManifest;
  // A sealed entry would need the pack key to be replaced; these discs are built without one.
  if (manifest.encryption) throw new Error('a planted lesson needs an unsealed disc');
  for (const entry of manifest.entries) {
    const replacement = replacements.get(entry.path);
    if (replacement === undefined) continue;
    const data = Buffer.from(replacement);
    writeFileSync(join(disc!, entry.path), data);
    entry.sha256 = sha256(data);
    entry.size = data.length;
  }
  const entries = [...replacements.keys()];
  const absent = entries.filter((path) => !manifest.entries.some((entry) => entry.path === path));
  if (absent.length > 0) throw new Error(`not on the disc: ${absent.join(', ')}`);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return entries;
}

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
const plantedIn = ids[0]!.lessonIds[0]!;
const inserted: InsertedDisc = {
  ids,
  sentences,
  ...(options.planted
    ? { planted: { lessonId: plantedIn, entries: plantLesson(plantedIn, options.planted) } }
    : {}),
};
process.stdout.write(JSON.stringify(inserted));
