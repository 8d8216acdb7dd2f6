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
import { LruCache } from '../platform/lru-cache';
import { readPackKey } from './pack-keys';
import { readModeOf } from './read-mode';

export class LessonUnavailableError extends Error {
  override name = 'LessonUnavailableError';
}

type ReadEntry = (path: string) => Promise<Buffer>;

/**
 * Lessons rendered from the store, kept for the students who open the same lesson next: a
 * class opens the same few lessons, and decrypting, sanitizing and inlining each time made
 * opening a lesson the slowest hot path. Keyed by the pack's generation, so an import or a
 * copy from disc is never served from an older one. Plain content stays in memory only.
 */
const RENDERED_LESSONS_KEPT = 200;

/**
 * Gives a lesson's body, sanitized and with its pictures inlined, decrypted in memory only.
 * In read mode 0 it reads the installation's content store; in read mode 1 it reads the pack
 * on the external disc it was imported from (checksums checked, pack key applied), each time:
 * the disc in the drive may have changed.
 */
export class LessonContent {
  private readonly rendered = new LruCache<string, string>(RENDERED_LESSONS_KEPT);

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
      const key = `${packId}/${pack.generation}/${lessonId}/${lang}`;
      let html = this.rendered.get(key);
      if (html === undefined) {
        html = await this.renderFrom(
          (path) => this.store.read(packId, pack.generation, path),
          lessonId,
          lang,
        );
        this.rendered.set(key, html);
      }
      return html;
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
