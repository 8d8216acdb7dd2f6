import type { Language } from '@aula/shared';
import { useState } from 'react';
import type { AnswerResult } from '../kit/game-machine';
import { expandedText, formatNumber } from './format';
import classes from './play.module.css';
import type { ExpandedFormProblem } from './problems';
import { checkAnswer } from './problems';
import type { ExpandedFormTexts } from './texts';

interface ChooseBoardProps {
  problem: Extract<ExpandedFormProblem, { mode: 'choose' }>;
  texts: ExpandedFormTexts;
  language: Language;
  locked: boolean;
  feedback: AnswerResult | null;
  onAnswer: (result: AnswerResult) => void;
}

/** Reverse mode: read "3,000 + 400 + 2" and pick its number among three look-alikes. */
export function ChooseBoard({
  problem,
  texts,
  language,
  locked,
  feedback,
  onAnswer,
}: ChooseBoardProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const expanded = expandedText(
    problem.shownParts.map((part) => part.value),
    language,
  );
  // The chosen card says how it went in a mark and in words, never in colour alone.
  const markOf = (choice: number) =>
    choice !== chosen || (feedback !== 'right' && feedback !== 'wrong')
      ? null
      : feedback === 'right'
        ? '✓'
        : '✗';

  return (
    <div className={classes.board}>
      <p className={classes.equation}>{`${expanded} = ?`}</p>
      <div className={classes.choices} role="group" aria-label={texts.choicesLabel}>
        {problem.choices.map((choice, index) => {
          const mark = markOf(choice);
          return (
            <button
              key={choice}
              type="button"
              className={classes.choice}
              data-mark={mark === '✓' ? 'right' : mark === '✗' ? 'wrong' : undefined}
              // The first card takes the focus, so arrows aren't needed: Tab and Enter play.
              autoFocus={index === 0}
              disabled={locked}
              onClick={() => {
                setChosen(choice);
                onAnswer(checkAnswer(problem, { kind: 'choice', value: choice }));
              }}
            >
              {formatNumber(choice, language)}
              {mark ? (
                <span className={classes.choiceMark}>
                  <span aria-hidden>{mark}</span>
                  <span className={classes.visuallyHidden}>{texts.yourChoice}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
