import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A line of text and where it starts (points from the left edge of the page). */
export interface PdfLine {
  text: string;
  x: number;
  page: number;
}

/** What a reader of a PDF sees: its lines of text, page by page, from top to bottom. */
export interface PdfText {
  pageCount: number;
  rows: PdfLine[];
  /** Every line of every page, in reading order. */
  lines: string[];
  /** The whole text, lines joined by newlines. */
  text: string;
}

/**
 * Reads the text of a PDF as lines: pieces of text on the same baseline (within a point)
 * are one line, read left to right. Fails when the bytes are not a valid PDF.
 */
export async function readPdfText(data: Uint8Array | Buffer): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const rows: PdfLine[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    );
    pieces.sort((a, b) => b.y - a.y || a.x - b.x);
    const lines: { y: number; pieces: typeof pieces }[] = [];
    for (const piece of pieces) {
      const line = lines.find((candidate) => Math.abs(candidate.y - piece.y) < 1);
      if (line) line.pieces.push(piece);
      else lines.push({ y: piece.y, pieces: [piece] });
    }
    for (const line of lines) {
      const pieces = line.pieces.sort((a, b) => a.x - b.x);
      rows.push({
        text: pieces.map((piece) => piece.text.trim()).join(' '),
        x: pieces[0]!.x,
        page: number,
      });
    }
  }
  const pageCount = pdf.numPages;
  await pdf.destroy();
  const lines = rows.map((row) => row.text);
  return { pageCount, rows, lines, text: lines.join('\n') };
}
