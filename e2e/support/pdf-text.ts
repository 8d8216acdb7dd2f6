import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A line of a PDF page and where it starts (points from the left edge). */
export interface PdfLine {
  text: string;
  x: number;
}

/**
 * Reads a downloaded PDF as lines of text, top to bottom, page after page: pieces on the same
 * baseline are one line. Throws when the file is not a valid PDF.
 */
export async function readPdfLines(path: string): Promise<PdfLine[]> {
  const data = new Uint8Array(await readFile(path));
  const pdf = await getDocument({ data, verbosity: 0 }).promise;
  const lines: PdfLine[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const pieces = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str.trim(),
              x: item.transform[4] as number,
              y: item.transform[5] as number,
            },
          ]
        : [],
    );
    const rows: { y: number; pieces: typeof pieces }[] = [];
    for (const piece of pieces.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const row = rows.find((candidate) => Math.abs(candidate.y - piece.y) < 1);
      if (row) row.pieces.push(piece);
      else rows.push({ y: piece.y, pieces: [piece] });
    }
    for (const row of rows) {
      const sorted = row.pieces.sort((a, b) => a.x - b.x);
      lines.push({ text: sorted.map((piece) => piece.text).join(' '), x: sorted[0]!.x });
    }
  }
  await pdf.destroy();
  return lines;
}

/** The numbered questions (numbers at the left margin) as "1. prompt" texts. */
export function numberedQuestions(lines: PdfLine[]): string[] {
  return lines
    .filter((line) => line.x < 60 && /^\d+\. \S/.test(line.text))
    .map((line) => line.text);
}
