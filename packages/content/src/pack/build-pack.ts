import { readSources } from '../sources/read-sources';
import { InvalidPackError } from '../validate/issues';
import { validatePackContents } from '../validate/validate-pack';
import type { WritePackOptions } from './write-pack';
import { writePackFile } from './write-pack';

/** Sources → validated pack file. Throws InvalidPackError with every problem found. */
export async function buildPack(
  sourcesDir: string,
  outputPath: string,
  options: WritePackOptions = {},
) {
  const { contents, issues } = readSources(sourcesDir);
  const problems = contents ? [...issues, ...validatePackContents(contents)] : issues;
  if (!contents || problems.length > 0) throw new InvalidPackError(problems);
  const manifest = await writePackFile(contents, outputPath, options);
  return { manifest, contents };
}
