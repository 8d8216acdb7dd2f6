import type { Database, Kysely, Selectable } from '@aula/db';

/** Where an installed pack is read from: its generation in the store, or the disc it came from. */
export type PackLocation = Pick<
  Selectable<Database['content_packs']>,
  'generation' | 'source_location' | 'encrypted'
>;

/** The SQL of finding a pack's entries: the pack's row, and the pack of a lesson or cluster. */
export class PackEntriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  location(packId: string): Promise<PackLocation> {
    return this.db
      .selectFrom('content_packs')
      .select(['generation', 'source_location', 'encrypted'])
      .where('id', '=', packId)
      .executeTakeFirstOrThrow();
  }

  /** The installed pack that holds the lesson or cluster `id`, if there is one. */
  async packOf(table: 'lessons' | 'clusters', id: number): Promise<string | undefined> {
    const row = await (
      table === 'lessons'
        ? this.db.selectFrom('lessons').select('pack_id').where('id', '=', id)
        : this.db.selectFrom('clusters').select('pack_id').where('id', '=', id)
    ).executeTakeFirst();
    return row?.pack_id;
  }
}
