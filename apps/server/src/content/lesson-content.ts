import type { Database, Kysely } from '@aula/db';
import type { ContentStore, MediaFile } from '@aula/content';
import {
  entryOpener,
  inspectLessonHtml,
  lessonBodyPath,
  lessonMediaPath,
  MEDIA_TYPES,
  openPackSource,
  readManifest,
  sanitizeAndInlineImages,
} from '@aula/content';
import type { Language } from '@aula/shared';
import { READ_MODES } from '@aula/shared';
import { extname } from 'node:path';
import { readPackKey } from './pack-keys';
import { readModeOf } from './read-mode';

export class LessonUnavailableError extends Error {
  override name = 'LessonUnavailableError';
}

type ReadEntry = (path: string) => Promise<Buffer>;

/**
 * Gives a lesson's body, sanitized and with its pictures inlined, decrypted in memory only.
 * In read mode 0 it reads the installation's content store; in read mode 1 it reads the pack
 * on the external disc it was imported from (checksums checked, pack key applied).
 */
export class LessonContent {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ContentStore,
  ) {}

  async render(packId: string, lessonId: number, lang: Language): Promise<string> {
    try {
      const pack = await this.db
        .selectFrom('content_packs')
        .select(['generation', 'source_location', 'encrypted'])
        .where('id', '=', packId)
        .executeTakeFirstOrThrow();
      const mode = await readModeOf(this.db);
      if (mode === READ_MODES.external) {
        const packKey = pack.encrypted ? await readPackKey(this.db, this.store, packId) : undefined;
        return await this.renderFromDisc(pack.source_location, packKey, lessonId, lang);
      }
      return await this.renderFrom(
        (path) => this.store.read(packId, pack.generation, path),
        lessonId,
        lang,
      );
    } catch (error) {
      throw new LessonUnavailableError(`lesson ${lessonId}: ${(error as Error).message}`);
    }
  }

  private async renderFrom(read: ReadEntry, lessonId: number, lang: Language): Promise<string> {
    const html = (await read(lessonBodyPath(lessonId, lang))).toString('utf8');
    const media = new Map<string, MediaFile>();
    for (const src of new Set(inspectLessonHtml(html).images)) {
      const contentType = MEDIA_TYPES[extname(src).toLowerCase()];
      if (contentType)
        media.set(src, { contentType, data: await read(lessonMediaPath(lessonId, src)) });
    }
    return sanitizeAndInlineImages(html, (src) => media.get(src));
  }

  private async renderFromDisc(
    location: string,
    packKey: string | undefined,
    lessonId: number,
    lang: Language,
  ): Promise<string> {
    const source = await openPackSource(location);
    try {
      const openEntry = entryOpener((await readManifest(source)).manifest, packKey);
      return await this.renderFrom(
        async (path) => openEntry(path, await source.read(path)),
        lessonId,
        lang,
      );
    } finally {
      source.close();
    }
  }
}
