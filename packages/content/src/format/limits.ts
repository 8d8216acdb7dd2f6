/** The pack format version this code writes and reads. */
export const PACK_FORMAT = 'aula-pack';
export const PACK_FORMAT_VERSION = 1;
export const PACK_FILE_EXTENSION = '.aulapack';

/**
 * What a pack may hold. Anything larger is refused before it is unpacked, so a hostile or
 * broken disc cannot fill the disk or the memory (zip bombs).
 */
export interface PackLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio of an entry bigger than 1 MiB. */
  maxCompressionRatio: number;
}

export const DEFAULT_PACK_LIMITS: PackLimits = {
  maxEntries: 50_000,
  maxEntryBytes: 25 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
};

export const MEDIA_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
