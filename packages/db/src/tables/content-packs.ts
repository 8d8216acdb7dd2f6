/** An installed content pack and the generation of `data/content` that holds its files. */
export interface ContentPacksTable {
  id: string;
  version: string;
  title_en: string;
  title_es: string;
  /** SHA-256 of the pack's manifest: the same fingerprint is not imported twice. */
  fingerprint: string;
  generation: string;
  encrypted: number;
  /** Where the pack was imported from (a disc folder or a file), for read mode 1. */
  source_location: string;
  imported_at: string;
}
