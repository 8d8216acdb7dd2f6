import type { Database, Kysely } from '@aula/db';
import type { ContentStore, MediaFile } from '@aula/content';
import {
  inspectLessonHtml,
  lessonBodyPath,
  lessonMediaPath,
  MEDIA_TYPES,
  sanitizeAndInlineImages,
} from '@aula/content';
import type { Language } from '@aula/shared';
import { extname } from 'node:path';
import { LruCache } from '../platform/lru-cache';
import type { ReadEntry } from './pack-entries';
import { usePackEntries } from './pack-entries';

export class LessonUnavailableError extends Error {
  override name = 'LessonUnavailableError';
}

/**
 * Lessons rendered from the store, kept for the students who open the same lesson next: a
 * class opens the same few lessons, and decrypting, sanitizing and inlining each time made
 * opening a lesson the slowest hot path. Keyed by the pack's generation, so an import or a
 * copy from disc is never served from an older one. Plain content stays in memory only.
 */
const RENDERED_LESSONS_KEPT = 200;

/**
 * Gives a lesson's body, sanitized and with its pictures inlined, decrypted in memory only,
 * from wherever the installation reads content (pack-entries.ts); what comes from the external
 * disc is read each time: the disc in the drive may have changed.
 */
export class LessonContent {
  private readonly rendered = new LruCache<string, string>(RENDERED_LESSONS_KEPT);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ContentStore,
  ) {}

  async render(packId: string, lessonId: number, lang: Language): Promise<string> {
    try {
      return await usePackEntries(this.db, this.store, packId, async (read, scope) => {
        if (scope === null) return this.renderFrom(read, lessonId, lang);
        const key = `${scope}/${lessonId}/${lang}`;
        let html = this.rendered.get(key);
        if (html === undefined) {
          html = await this.renderFrom(read, lessonId, lang);
          this.rendered.set(key, html);
        }
        return html;
      });
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
}
