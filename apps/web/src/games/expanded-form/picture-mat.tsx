import type { Language } from '@aula/shared';
import { formatNumber } from './format';
import { PlaceColumn } from './place-column';
import { blocksValue } from './places';
import classes from './play.module.css';
import type { ExpandedFormProblem } from './problems';
import type { ExpandedFormTexts } from './texts';

interface PictureMatProps {
  problem: ExpandedFormProblem;
  texts: ExpandedFormTexts;
  language: Language;
  /** The column whose blocks are hidden behind a question mark, if any. */
  hiddenColumn?: number;
}

/**
 * The number's blocks on a place-value mat, to look at (nothing to press): one picture for
 * screen readers, described column by column.
 */
export function PictureMat({ problem, texts, language, hiddenColumn }: PictureMatProps) {
  const described = problem.places.map((place, index) =>
    index === hiddenColumn
      ? texts.missingColumn(place)
      : texts.blocksOf(problem.digits[index] ?? 0, place),
  );
  return (
    <div className={classes.mat} role="img" aria-label={texts.picture(described)}>
      {problem.places.map((place, index) => {
        const count = problem.digits[index] ?? 0;
        const hidden = index === hiddenColumn;
        return (
          <PlaceColumn
            key={place}
            place={place}
            name={texts.placeNames[place]}
            count={count}
            hidden={hidden}
          >
            <p className={classes.columnValue}>
              {hidden ? '?' : formatNumber(blocksValue(place, count), language)}
            </p>
          </PlaceColumn>
        );
      })}
    </div>
  );
}
