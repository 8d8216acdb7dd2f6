// The public API of question items; helpers not listed here are internal.
export * from './item-schema';
export {
  evaluateExpression,
  parseExpression,
  ExpressionError,
  EXPRESSION_FUNCTIONS,
} from './expression';
export type { ExpressionErrorCode, ExpressionScope } from './expression';
export { createRandom, mixSeed } from './seeded-random';
export type { SeededRandom } from './seeded-random';
export { formatNumber, formatNumericValue } from './format-number';
export { fillPlaceholders } from './placeholders';
export {
  instantiateItem,
  isTemplateItem,
  MAX_TEMPLATE_DRAWS,
  TemplateDrawError,
} from './instantiate';
export { checkTemplate, DEFAULT_TEMPLATE_CHECK_SEEDS } from './check-template';
export type { CheckTemplateOptions } from './check-template';
export * from './answer-schema';
export { INVALID_REASONS, SCORE_OUTCOMES, scoreResultSchema } from './score-result';
export type { InvalidReason, ScoreOutcome, ScoreResult } from './score-result';
export { parseNumericAnswer, scoreNumericAnswer } from './numeric-answer';
export type { NumericKey, ParsedNumeric } from './numeric-answer';
export { normalizeShortText, scoreShortTextAnswer } from './short-text';
export type { ShortTextOptions } from './short-text';
export { scoreAnswer } from './score-answer';
export * from './public-item';
export * from './reviewed-item';
export { correctAnswerFromReview } from './correct-answer';
