import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_FILE_EXTENSION } from './format/limits';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The sources of the pack bundled with Aula and where the builder puts its pack file. */
export const BUNDLED_SOURCES_DIR = join(packageRoot, 'sources', 'aula-bundled');
export const BUNDLED_PACK_FILE = join(packageRoot, 'dist', `aula-bundled${PACK_FILE_EXTENSION}`);

/** The project's child-friendly Spanish dictionary: word lists read by the dictionary service. */
export const SPANISH_DICTIONARY_DIR = join(packageRoot, 'sources', 'dictionary', 'es');

/** The e-library's book folders, and the disk (a folder of book zips) the builder writes. */
export const BUNDLED_BOOKS_SOURCES_DIR = join(packageRoot, 'sources', 'e-library');
export const BUNDLED_LIBRARY_DIR = join(packageRoot, 'dist', 'library');
export const BUNDLED_LIBRARY_DISKNAME = 'aula-e-library';
