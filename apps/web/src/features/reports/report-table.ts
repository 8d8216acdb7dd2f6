/**
 * What every report shows as rows, in the words and formats on screen. The table renders it and
 * the CSV is written from it, so the file always holds what the tutor sees.
 */
export interface ReportColumn<Key extends string = string> {
  key: Key;
  /** In the interface language: the table's header and the CSV's. */
  header: string;
  /** Figures line up on the right. */
  numeric?: boolean;
}

export interface ReportRow<Key extends string = string, Meta = undefined> {
  /** Unique within the table (React keys, test lookups). */
  id: string;
  cells: Record<Key, string>;
  /** What the screen needs beside the words (ids, raw figures for bars and charts). */
  meta: Meta;
}

export interface ReportTable<Key extends string = string, Meta = undefined> {
  columns: ReportColumn<Key>[];
  rows: ReportRow<Key, Meta>[];
  /** A totals line: the table's footer and the CSV's last line. */
  totals?: Record<Key, string>;
}

/** The header and every line (totals last) as text, in the columns' order. */
export function tableLines<Key extends string, Meta>(table: ReportTable<Key, Meta>): string[][] {
  const line = (cells: Record<Key, string>) => table.columns.map((column) => cells[column.key]);
  return [
    table.columns.map((column) => column.header),
    ...table.rows.map((row) => line(row.cells)),
    ...(table.totals ? [line(table.totals)] : []),
  ];
}
