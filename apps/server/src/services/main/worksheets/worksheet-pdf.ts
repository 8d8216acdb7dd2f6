import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Language, PublicItem, ReviewedItem } from '@aula/shared';
import { translate } from '../../../platform/i18n';
import type { WorksheetQuestion } from './draw-worksheet';
import type { WorksheetPicture } from './worksheet-repository';

/*
 * The PDF of a worksheet and of its answer key, made with pdfmake on the server. Only the
 * standard PDF fonts (Helvetica) are used: nothing to ship or download, and their Windows-1252
 * character set holds every letter and sign of English and Spanish (á é í ó ú ñ ü ¿ ¡).
 */

const STANDARD_FONTS = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
]);
pdfmake.setFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});
// A worksheet is made from our own data only: no file but the fonts, nothing from the network.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
pdfmake.setUrlAccessPolicy(() => false);

export interface WorksheetDocument {
  kind: 'worksheet' | 'answer-key';
  lang: Language;
  seed: number;
  gradeName: string;
  subjectName: string;
  /** Printed on the name line (a student's own worksheet); null leaves the line blank. */
  studentName: string | null;
  questions: WorksheetQuestion[];
  /** Pictures by question number; a question without one prints its description. */
  pictures: Map<number, WorksheetPicture>;
}

/** US Letter with 0.75 in margins, in points. */
const PAGE_MARGIN = 54;
const TEXT_WIDTH = 612 - 2 * PAGE_MARGIN;
const NUMBER_WIDTH = 24;
/** The space between two questions. */
const QUESTION_GAP = 16;
const GREY = '#555555';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (index: number) => LETTERS[index] ?? String(index + 1);
const blankLabel = (index: number) => letter(index).toLowerCase();

/**
 * Signs outside the standard fonts' character set, written the way a child would on paper.
 * Anything else outside it loses its accents or becomes "?", never a broken glyph.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-',
  '\u25a1': '___',
  '\u2248': '~',
  '\u0394': 'delta ',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '=/=',
  '\u2261': '=',
  '\u221a': 'sqrt',
  '\u03c0': 'pi',
  '\u2153': '1/3',
  '\u2154': '2/3',
  '\u215b': '1/8',
};
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function printableChar(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/** The text as the standard fonts can print it. */
export function printable(text: string): string {
  let result = '';
  for (const char of text) {
    if (printableChar(char)) {
      result += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined && [...replacement].every(printableChar)) {
      result += replacement;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += [...plain].every(printableChar) && plain !== '' ? plain : '?';
  }
  return result;
}

function texts(lang: Language) {
  return (key: string, params?: Record<string, string | number>) =>
    printable(translate(lang, `worksheet.${key}`, params));
}

/** A ruled line to write on, `width` points long. */
function ruledLine(width: number, top = 12): Content {
  return { canvas: [{ type: 'line', x1: 0, y1: top, x2: width, y2: top, lineWidth: 0.75 }] };
}

function heading(document: WorksheetDocument, t: ReturnType<typeof texts>): Content[] {
  const title = document.kind === 'worksheet' ? t('title') : t('answerKeyTitle');
  return [
    {
      columns: [
        { text: title, style: 'title', width: '*' },
        {
          text: t('number', { seed: document.seed }),
          style: 'small',
          alignment: 'right',
          width: 'auto',
          margin: [0, 6, 0, 0],
        },
      ],
    },
    {
      text: printable(
        translate(document.lang, 'worksheet.gradeSubject', {
          grade: document.gradeName,
          subject: document.subjectName,
        }),
      ),
      style: 'subtitle',
    },
  ];
}

function nameLine(document: WorksheetDocument, t: ReturnType<typeof texts>): Content {
  // A column of the name line: what is written (if anything) over a ruled line.
  const filled = (text: string, width: number) =>
    ({
      width,
      stack: [
        { text: text || ' ', margin: [6, 0, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 1, x2: width, y2: 1, lineWidth: 0.75 }] },
      ],
    }) as Content;
  return {
    columns: [
      { text: t('name'), bold: true, width: 'auto' },
      filled(printable(document.studentName ?? ''), 250),
      { text: t('date'), bold: true, width: 'auto', margin: [18, 0, 0, 0] },
      filled('', 120),
    ],
    columnGap: 6,
    margin: [0, 14, 0, 10],
  };
}

function pictureOf(
  question: WorksheetQuestion,
  picture: WorksheetPicture | undefined,
  t: ReturnType<typeof texts>,
): Content[] {
  if (!question.item.image) return [];
  const described: Content = {
    text: question.item.image_alt
      ? t('picture', { alt: printable(question.item.image_alt) })
      : t('pictureMissing'),
    style: 'note',
    margin: [0, 4, 0, 4],
  };
  if (!picture) return [described];
  const fit: [number, number] = [260, 160];
  return [
    'svg' in picture
      ? { svg: picture.svg, fit, margin: [0, 6, 0, 6] }
      : { image: picture.image, fit, margin: [0, 6, 0, 6] },
  ];
}

/** A mark to make beside a choice: a circle (one answer) or a box (several). */
function markBeside(shape: 'circle' | 'box', text: string): Content {
  const mark =
    shape === 'circle'
      ? { type: 'ellipse' as const, x: 6, y: 5.5, r1: 5, r2: 5, lineWidth: 0.8 }
      : { type: 'rect' as const, x: 1, y: 0.5, w: 10, h: 10, lineWidth: 0.8 };
  return {
    columns: [
      { canvas: [mark], width: 18 },
      { text, width: '*' },
    ],
    margin: [0, 3, 0, 0],
  };
}

function answerLine(label: string, width: number, unit?: string): Content {
  return {
    columns: [
      { text: label, width: 'auto' },
      { ...(ruledLine(width) as object), width } as Content,
      ...(unit ? [{ text: printable(unit), width: 'auto' } as Content] : []),
    ],
    columnGap: 6,
    margin: [0, 8, 0, 0],
  };
}

/** What the child does with the question, by type: marks, lines, blanks, boxes, letters. */
function questionBody(item: PublicItem, t: ReturnType<typeof texts>): Content[] {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return item.choices.map((choice, index) =>
        markBeside(
          item.type === 'single_choice' ? 'circle' : 'box',
          `${letter(index)}. ${printable(choice.text)}`,
        ),
      );
    case 'numeric':
      return [answerLine(t('answer'), 140, item.unit)];
    case 'short_text':
      return [answerLine(t('answer'), 280)];
    case 'dropdown': {
      const labels = new Map(item.blanks.map((blank, index) => [blank.id, blankLabel(index)]));
      const sentence = item.sentence.replace(
        /\[\[([a-z0-9][a-z0-9-]*)\]\]/g,
        (_, id: string) => `______ (${labels.get(id) ?? '?'})`,
      );
      return [
        { text: printable(sentence), margin: [0, 4, 0, 4] },
        ...item.blanks.map((blank, index): Content => ({
          text: t('choices', {
            blank: blankLabel(index),
            options: blank.options.map((option) => printable(option.text)).join(' / '),
          }),
          margin: [0, 2, 0, 0],
        })),
      ];
    }
    case 'ordering':
      return item.items.map((entry) => markBeside('box', printable(entry.text)));
    case 'matching': {
      const rows = Math.max(item.left.length, item.right.length);
      return [
        {
          table: {
            widths: ['*', '*'],
            body: Array.from({ length: rows }, (_, index) => {
              const left = item.left[index];
              const right = item.right[index];
              return [
                left ? { text: `${index + 1}. ${printable(left.text)}  _____` } : '',
                right ? { text: `${letter(index)}. ${printable(right.text)}` } : '',
              ];
            }),
          },
          layout: 'noBorders',
          margin: [0, 4, 0, 0],
        },
      ];
    }
  }
}

/**
 * A question with its number, kept on one page. The gap between questions goes above each
 * question but the first, never below the last: pdfmake starts a new page for a bottom margin
 * that does not fit on the page, even after the last block, and that page would print nothing
 * but its footer.
 */
function numbered(number: number, stack: Content[]): Content {
  return {
    stack: [
      {
        columns: [
          { text: `${number}.`, bold: true, width: NUMBER_WIDTH },
          { stack, width: '*' },
        ],
      },
    ],
    unbreakable: true,
    margin: [0, number === 1 ? 0 : QUESTION_GAP, 0, 0],
  };
}

function worksheetQuestion(
  question: WorksheetQuestion,
  picture: WorksheetPicture | undefined,
  t: ReturnType<typeof texts>,
): Content {
  return numbered(question.number, [
    { text: printable(question.item.prompt) },
    ...pictureOf(question, picture, t),
    { text: t(`howTo.${question.item.type}`), style: 'note', margin: [0, 3, 0, 0] },
    ...questionBody(question.item, t),
  ]);
}

/** The right answer(s) of a question, as the child would write or mark them on the sheet. */
function keyLines(item: PublicItem, review: ReviewedItem, t: ReturnType<typeof texts>): string[] {
  switch (review.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const right = review.choices
        .map((choice, index) => ({ choice, index }))
        .filter(({ choice }) => choice.correct)
        .map(({ choice, index }) => `${letter(index)}. ${choice.text}`);
      return [t('key.answer', { answer: printable(right.join('; ')) })];
    }
    case 'numeric':
      return [
        t('key.answer', {
          answer: printable(
            review.unit ? `${review.value_text} ${review.unit}` : review.value_text,
          ),
        }),
      ];
    case 'short_text': {
      const [first = '', ...others] = review.accepted;
      return [
        t('key.answer', { answer: printable(first) }),
        ...(others.length > 0
          ? [t('key.alsoRight', { answers: printable(others.join(', ')) })]
          : []),
      ];
    }
    case 'dropdown':
      return [
        t('key.answer', {
          answer: printable(
            review.blanks
              .map((blank, index) => `(${blankLabel(index)}) ${blank.correct_option.text}`)
              .join('; '),
          ),
        }),
      ];
    case 'ordering': {
      const shown = item.type === 'ordering' ? item.items : [];
      const numbers = shown.map(
        (entry) => review.items.findIndex((correct) => correct.id === entry.id) + 1,
      );
      return [
        t('key.boxes', { numbers: numbers.join(', ') }),
        t('key.order', {
          order: printable(
            review.items.map((entry, index) => `${index + 1}. ${entry.text}`).join(', '),
          ),
        }),
      ];
    }
    case 'matching': {
      const rights = item.type === 'matching' ? item.right : [];
      return review.pairs.map((pair, index) => {
        const at = rights.findIndex((right) => right.id === pair.right.id);
        return printable(`${index + 1}: ${letter(at)} (${pair.left.text} – ${pair.right.text})`);
      });
    }
  }
}

function keyQuestion(question: WorksheetQuestion, t: ReturnType<typeof texts>): Content {
  const lines = keyLines(question.item, question.review, t);
  return numbered(question.number, [
    // The prompt as on the sheet (same size, so it shares the number's line), in grey.
    { text: printable(question.item.prompt), color: GREY },
    ...lines.map((line): Content => ({ text: line, bold: true, margin: [0, 3, 0, 0] })),
    ...(question.review.explanation
      ? [
          {
            text: t('key.explanation', { text: printable(question.review.explanation) }),
            style: 'note',
            margin: [0, 3, 0, 0],
          } as Content,
        ]
      : []),
  ]);
}

function definition(document: WorksheetDocument, withPictures: boolean): TDocumentDefinitions {
  const t = texts(document.lang);
  const isSheet = document.kind === 'worksheet';
  const pictures = withPictures ? document.pictures : new Map<number, WorksheetPicture>();
  return {
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN + 10],
    info: {
      title: `${isSheet ? t('title') : t('answerKeyTitle')} - ${printable(document.subjectName)}`,
      author: 'Aula',
      creator: 'Aula',
      subject: t('number', { seed: document.seed }),
    },
    defaultStyle: { font: 'Helvetica', fontSize: 11, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true },
      subtitle: { fontSize: 13, margin: [0, 4, 0, 0] },
      small: { fontSize: 8, color: GREY },
      note: { fontSize: 9.5, italics: true, color: GREY },
    },
    content: [
      ...heading(document, t),
      isSheet ? nameLine(document, t) : { text: '', margin: [0, 0, 0, 6] },
      {
        text: isSheet ? t('instructions') : t('keyInstructions', { seed: document.seed }),
        style: 'note',
        margin: [0, 0, 0, 14],
      },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: TEXT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: GREY },
        ],
        margin: [0, 0, 0, 14],
      },
      ...document.questions.map((question) =>
        isSheet
          ? worksheetQuestion(question, pictures.get(question.number), t)
          : keyQuestion(question, t),
      ),
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: t('number', { seed: document.seed }), width: '*' },
        { text: t('page', { page, pages }), alignment: 'right', width: 'auto' },
      ],
      style: 'small',
      margin: [PAGE_MARGIN, 18, PAGE_MARGIN, 0],
    }),
  };
}

/** Whether pdfmake can draw the picture (an SVG may use a feature it does not know). */
async function drawable(picture: WorksheetPicture): Promise<boolean> {
  const fit: [number, number] = [100, 100];
  try {
    await pdfmake
      .createPdf({
        defaultStyle: { font: 'Helvetica' },
        content: ['svg' in picture ? { svg: picture.svg, fit } : { image: picture.image, fit }],
      })
      .getBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * The PDF file. A picture pdfmake cannot draw would fail the whole sheet, so each is tried
 * first and one that fails prints its description instead; should the sheet still fail, it
 * is made again with every picture's description.
 */
export async function renderWorksheetPdf(document: WorksheetDocument): Promise<Buffer> {
  const pictures = new Map<number, WorksheetPicture>();
  for (const [number, picture] of document.pictures)
    if (await drawable(picture)) pictures.set(number, picture);
  try {
    return await pdfmake.createPdf(definition({ ...document, pictures }, true)).getBuffer();
  } catch (error) {
    if (pictures.size === 0) throw error;
    return pdfmake.createPdf(definition(document, false)).getBuffer();
  }
}
