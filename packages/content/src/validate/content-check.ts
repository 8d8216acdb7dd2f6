import type { QuestionItem } from '@aula/shared';
import type { PackContents } from '../format/pack-schema';
import { answerSpreadProblems } from './answer-spread';
import { precisionCheck } from './asked-precision';
import type { PackIssue } from './issues';
import { itemDraws, problemsOverDraws } from './item-draws';
import { languageProblems, roundingAgreementProblems } from './language-agreement';
import { packPools } from './pack-pools';
import { repeatedEntryProblems } from './repeated-entries';

/**
 * The content check: what makes a question unfair although it is valid. A template whose
 * right option hardly moves (answer-spread.ts), a numeric answer more precise than its
 * prompt asks (asked-precision.ts), English and Spanish versions that disagree
 * (language-agreement.ts), two entries that read the same (repeated-entries.ts). Templates
 * are checked in every draw of CONTENT_CHECK_SEEDS seeds. The pack validator runs it, so no
 * pack with such a question is built or imported.
 */

/** What is wrong with one item, each problem once. */
export function checkItemContent(item: QuestionItem): string[] {
  const draws = itemDraws(item);
  return [
    ...answerSpreadProblems(item, draws),
    ...problemsOverDraws(item, draws, precisionCheck(item)),
    ...roundingAgreementProblems(item),
    ...problemsOverDraws(item, draws, languageProblems),
    ...problemsOverDraws(item, draws, repeatedEntryProblems),
  ];
}

/** Every content problem of the pack's questions, said where (file: item id) and what. */
export function checkPackContent(contents: PackContents): PackIssue[] {
  return packPools(contents).flatMap((pool) =>
    pool.items.flatMap((item) =>
      checkItemContent(item).map((message) => ({ where: `${pool.where}: ${item.id}`, message })),
    ),
  );
}
