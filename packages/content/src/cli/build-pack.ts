import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_PACK_FILE, BUNDLED_SOURCES_DIR } from '../bundled';
import { buildPack } from '../pack/build-pack';
import { InvalidPackError } from '../validate/issues';

/**
 * npm run build:pack --workspace @aula/content [-- --sources <dir> --out <file> --key <pack key>]
 * Without options it builds the bundled pack. With --key the pack is encrypted (a commercial
 * disc); activation must then supply the same key.
 */
const { values } = parseArgs({
  options: {
    sources: { type: 'string', default: BUNDLED_SOURCES_DIR },
    out: { type: 'string', default: BUNDLED_PACK_FILE },
    key: { type: 'string' },
  },
});

try {
  const { manifest, contents } = await buildPack(resolve(values.sources), resolve(values.out), {
    packKey: values.key,
  });
  console.log(
    `Built ${manifest.id} ${manifest.version}${manifest.encryption ? ' (encrypted)' : ''}: ` +
      `${contents.catalogue.grades.length} grades, ${contents.catalogue.subjects.length} subjects, ` +
      `${contents.catalogue.clusters.length} clusters, ${contents.catalogue.lessons.length} lessons → ${values.out}`,
  );
} catch (error) {
  if (error instanceof InvalidPackError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
