import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPack } from '@aula/content';
import { writeSampleSources } from '@aula/content/testing';

const built = new Map<string, Promise<string>>();

/** The sample pack of @aula/content built once per test file (and version, and key). */
export function samplePackFile(version = '1.0.0', packKey?: string): Promise<string> {
  const cacheKey = `${version}:${packKey ?? ''}`;
  let file = built.get(cacheKey);
  if (!file) {
    const dir = mkdtempSync(join(tmpdir(), 'aula-sample-pack-'));
    const packFile = join(dir, 'sample.aulapack');
    file = buildPack(writeSampleSources(join(dir, 'src'), version), packFile, { packKey }).then(
      () => packFile,
    );
    built.set(cacheKey, file);
  }
  return file;
}
