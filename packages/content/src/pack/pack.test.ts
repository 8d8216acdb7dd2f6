import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { DEFAULT_PACK_LIMITS } from '../format/limits';
import { SAMPLE, writeSampleSources } from '../testing/sample-sources';
import { InvalidPackError } from '../validate/issues';
import { buildPack } from './build-pack';
import { openPackSource } from './pack-source';
import { readPack } from './read-pack';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'aula-pack-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidPackError);
  return (error as InvalidPackError).issues.map((issue) => `${issue.where}: ${issue.message}`);
}

async function entriesOf(packFile: string): Promise<Record<string, Buffer>> {
  const source = await openPackSource(packFile);
  const entries: Record<string, Buffer> = {};
  for (const name of source.names()) entries[name] = await source.read(name);
  source.close();
  return entries;
}

async function zipOf(entries: Record<string, Buffer | string>, file: string) {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

describe('pack files', () => {
  it('round-trip: the built pack reads back with its catalogue, pools and files', async () => {
    const packFile = join(dir, 'sample.aulapack');
    await buildPack(writeSampleSources(join(dir, 'src')), packFile);
    const { manifest, contents } = await readPack(packFile);
    expect(manifest.encryption).toBeNull();
    expect(contents.catalogue.lessons.map((lesson) => lesson.id)).toEqual(SAMPLE.lessonIds);
    expect(contents.catalogue.lessons[0]!.local_path).toBe(SAMPLE.localPath(SAMPLE.lessonIds[0]!));
    expect(contents.questions.lessons[String(SAMPLE.lessonIds[0])]).toHaveLength(8);
    expect(contents.questions.clusters[String(SAMPLE.clusterIds[0])]).toHaveLength(15);
    expect(contents.files.get(`lessons/${SAMPLE.lessonIds[0]}/body.en.html`)?.toString()).toContain(
      SAMPLE.secretSentence,
    );
  });

  it('reads a pack from a folder standing for a disc that holds the pack file', async () => {
    const disc = join(dir, 'disc');
    await buildPack(writeSampleSources(join(dir, 'src')), join(disc, 'content.aulapack'));
    const { contents } = await readPack(disc);
    expect(contents.id).toBe(SAMPLE.packId);
  });

  it('encrypted: no plaintext in the file, opens with the pack key only', async () => {
    const packFile = join(dir, 'sealed.aulapack');
    await buildPack(writeSampleSources(join(dir, 'src')), packFile, { packKey: 'BOX-1234-KEY' });
    expect(readFileSync(packFile).includes(Buffer.from(SAMPLE.secretSentence))).toBe(false);
    expect(
      (await readPack(packFile, { packKey: 'BOX-1234-KEY' })).contents.catalogue.lessons,
    ).toHaveLength(6);
    expect(await issuesOf(readPack(packFile))).toEqual([
      'manifest.json: the pack is encrypted: activate the product to unlock it',
    ]);
    expect((await issuesOf(readPack(packFile, { packKey: 'WRONG' })))[0]).toMatch(
      /the pack key does not unlock this pack/,
    );
  });

  it('refuses an entry whose bytes do not match the manifest checksum', async () => {
    const packFile = join(dir, 'sample.aulapack');
    await buildPack(writeSampleSources(join(dir, 'src')), packFile);
    // Unpack to a folder standing for a disc, alter one picture, read the folder.
    const unpacked = join(dir, 'unpacked');
    const entries = await entriesOf(packFile);
    for (const [name, data] of Object.entries(entries)) {
      mkdirSync(join(unpacked, name, '..'), { recursive: true });
      writeFileSync(join(unpacked, name), data);
    }
    const svg = join(unpacked, `lessons/${SAMPLE.lessonIds[0]}/media/dots.svg`);
    writeFileSync(svg, readFileSync(svg, 'utf8').replace('orange', 'purple'));
    expect(await issuesOf(readPack(unpacked))).toEqual([
      `lessons/${SAMPLE.lessonIds[0]}/media/dots.svg: checksum mismatch: the entry is damaged or altered`,
    ]);
  });

  it('refuses entries missing from or unknown to the manifest', async () => {
    const packFile = join(dir, 'sample.aulapack');
    await buildPack(writeSampleSources(join(dir, 'src')), packFile);
    const entries = await entriesOf(packFile);
    delete entries['questions.json'];
    entries['extra.txt'] = Buffer.from('hello');
    const broken = await zipOf(entries, join(dir, 'broken.aulapack'));
    expect(await issuesOf(readPack(broken))).toEqual([
      'extra.txt: entry is not listed in the manifest',
      'questions.json: entry listed in the manifest is missing',
    ]);
  });

  it('refuses a path that escapes the pack (zip-slip)', async () => {
    // yazl will not write "../", so write a same-length name and patch it in.
    const file = await zipOf(
      { 'manifest.json': '{}', 'xx/evil.txt': 'owned' },
      join(dir, 'slip.zip'),
    );
    const bytes = readFileSync(file);
    let at = bytes.indexOf('xx/evil.txt');
    while (at >= 0) {
      bytes.write('../evil.txt', at);
      at = bytes.indexOf('xx/evil.txt', at + 1);
    }
    writeFileSync(file, bytes);
    expect((await issuesOf(readPack(file))).join()).toMatch(/path escapes the pack/);
    expect(readdirSync(join(dir, '..')).includes('evil.txt')).toBe(false);
  });

  it('refuses an oversize entry and a zip bomb before unpacking them', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    const bomb = await zipOf({ 'manifest.json': '{}', 'big.bin': zeros }, join(dir, 'bomb.zip'));
    expect((await issuesOf(readPack(bomb))).join()).toMatch(
      /big\.bin: entry compresses suspiciously well/,
    );
    expect(
      (
        await issuesOf(
          readPack(bomb, { limits: { ...DEFAULT_PACK_LIMITS, maxEntryBytes: 1024 * 1024 } }),
        )
      ).join(),
    ).toMatch(/big\.bin: entry too large: 8388608 bytes/);
  });

  it('refuses something that is not a pack', async () => {
    writeFileSync(join(dir, 'notes.zip'), 'not a zip at all');
    expect((await issuesOf(readPack(join(dir, 'notes.zip')))).join()).toMatch(
      /not a readable pack file/,
    );
    expect((await issuesOf(readPack(join(dir, 'nowhere')))).join()).toMatch(
      /the path does not exist/,
    );
  });
});
