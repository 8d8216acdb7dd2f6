import type { Database, Kysely } from '@aula/db';
import type { ContentStore, MediaFile } from '@aula/content';
import { MEDIA_TYPES } from '@aula/content';
import type { PublicItem } from '@aula/shared';
import { extname } from 'node:path';
import { LruCache } from '../platform/lru-cache';
import { usePackEntries } from './pack-entries';
import { PackEntriesRepository } from './pack-entries-repository';

/**
 * A question's picture is a pack entry beside its pool: `lessons/<id>/media/<file>` for a quiz
 * item, `clusters/<id>/media/<file>` for a test item (read-sources.ts writes them so).
 */
const PICTURE_ENTRY = /^(lessons|clusters)\/(\d+)\/media\/[^/]+$/;

/** A picture written into the item itself (a hand-made pack may do so) is already inline. */
const isInline = (image: string) => image.startsWith('data:image/');

/** Pictures are small SVGs and PNGs, and a class draws the same few questions. */
const PICTURES_KEPT = 300;

/**
 * The pictures of questions, read from the sealed pack wherever the installation reads
 * content (pack-entries.ts), for the student who may see the question. They reach the browser
 * inside the question as data: URLs, as a lesson's pictures do inside its body: an <img> cannot
 * send the student's bearer token, and the content is never served as plain files.
 */
export class QuestionPictures {
  private readonly kept = new LruCache<string, MediaFile>(PICTURES_KEPT);
  private readonly packs: PackEntriesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ContentStore,
  ) {
    this.packs = new PackEntriesRepository(db);
  }

  /** The pictures at these entry paths; one that cannot be read is left out. */
  async files(paths: Iterable<string>): Promise<Map<string, MediaFile>> {
    const byPack = new Map<string, string[]>();
    for (const path of new Set(paths)) {
      const packId = await this.packOf(path);
      if (packId !== undefined) byPack.set(packId, [...(byPack.get(packId) ?? []), path]);
    }
    const found = new Map<string, MediaFile>();
    for (const [packId, packPaths] of byPack) {
      try {
        await usePackEntries(this.db, this.store, packId, async (read, scope) => {
          for (const path of packPaths) {
            const key = scope === null ? null : `${scope}/${path}`;
            let file = key === null ? undefined : this.kept.get(key);
            if (!file) {
              file = await read(path)
                .then((data) => ({ contentType: MEDIA_TYPES[extname(path).toLowerCase()]!, data }))
                .catch(() => undefined);
              if (file && key !== null) this.kept.set(key, file);
            }
            if (file) found.set(path, file);
          }
        });
      } catch {
        // The pack is gone or its disc is out of the drive: its questions show their description.
      }
    }
    return found;
  }

  /**
   * The questions with each picture as a data: URL. A picture that cannot be read is taken
   * off its item rather than left as a broken reference; its description stays with the item.
   */
  async inline<Question extends { item: PublicItem }>(questions: Question[]): Promise<Question[]> {
    const paths = questions.flatMap((question) =>
      question.item.image === undefined || isInline(question.item.image)
        ? []
        : [question.item.image],
    );
    if (paths.length === 0) return questions;
    const files = await this.files(paths);
    return questions.map((question) => {
      if (question.item.image === undefined || isInline(question.item.image)) return question;
      // A copy: the item may be the cached public item every other reader shares.
      const { image, ...item } = question.item;
      const file = files.get(image);
      return {
        ...question,
        item: file
          ? { ...item, image: `data:${file.contentType};base64,${file.data.toString('base64')}` }
          : item,
      };
    });
  }

  /** The installed pack that holds a picture entry, by its lesson or cluster. */
  private async packOf(path: string): Promise<string | undefined> {
    const match = PICTURE_ENTRY.exec(path);
    if (!match || !MEDIA_TYPES[extname(path).toLowerCase()]) return undefined;
    return this.packs.packOf(match[1] === 'lessons' ? 'lessons' : 'clusters', Number(match[2]));
  }
}
