/*
 * A phone shows a ResponsiveTable's lines as cards, each value after its column's name. The
 * stylesheet draws those names from each cell's data-label; jsdom draws no CSS, so tests read
 * the names the cards will show.
 */

/** The table's column names, as its header row says them. */
export function columnNames(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll(':scope > thead > tr > th'), (header) =>
    (header.textContent ?? '').trim(),
  );
}

/**
 * For each line of the body and the footer, the name a card shows before each of its values;
 * null for a cell the card leaves out (a line without buttons).
 */
export function cardLabels(table: HTMLElement): (string | null)[][] {
  return Array.from(table.querySelectorAll(':scope > tbody > tr, :scope > tfoot > tr'), (row) =>
    Array.from(row.children, (cell) => cell.getAttribute('data-label')),
  );
}
