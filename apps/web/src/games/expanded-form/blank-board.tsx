import type { Language } from '@aula/shared';
import type { AnswerResult } from '../kit/game-machine';
import { NumberPad } from '../kit/number-pad';
import { formatNumber } from './format';
import { PictureMat } from './picture-mat';
import classes from './play.module.css';
import type { ExpandedFormProblem } from './problems';
import { checkAnswer } from './problems';
import type { ExpandedFormTexts } from './texts';

interface BlankBoardProps {
  problem: Extract<ExpandedFormProblem, { mode: 'blank' }>;
  texts: ExpandedFormTexts;
  language: Language;
  locked: boolean;
  /** Fill the blank in: the answer was right. */
  solved: boolean;
  onAnswer: (result: AnswerResult) => void;
}

/** Fill-the-blank mode: "3,412 = 3,000 + 400 + __ + 2", the missing part typed on the pad. */
export function BlankBoard({
  problem,
  texts,
  language,
  locked,
  solved,
  onAnswer,
}: BlankBoardProps) {
  const hiddenColumn = problem.places.indexOf(problem.parts[problem.missingIndex]!.place);
  return (
    <div className={classes.board}>
      <p className={classes.equation}>
        <span>{formatNumber(problem.value, language)}</span>
        {' = '}
        {problem.parts.map((part, index) => (
          <span key={part.place}>
            {index > 0 ? ' + ' : null}
            {index === problem.missingIndex ? (
              <span className={solved ? classes.slotFilled : classes.slot}>
                {solved ? formatNumber(part.value, language) : '?'}
              </span>
            ) : (
              formatNumber(part.value, language)
            )}
          </span>
        ))}
      </p>
      <PictureMat
        problem={problem}
        texts={texts}
        language={language}
        hiddenColumn={solved ? undefined : hiddenColumn}
      />
      <NumberPad
        label={texts.missingPart}
        decimal={problem.decimal}
        disabled={locked}
        onSubmit={(text) => onAnswer(checkAnswer(problem, { kind: 'typed', text }))}
      />
    </div>
  );
}
