import type { ReactNode } from 'react';
import { BlockPile, PLACE_SHADES } from './block-art';
import type { Place } from './places';
import classes from './play.module.css';

interface PlaceColumnProps {
  place: Place;
  name: string;
  count: number;
  hidden?: boolean;
  /** Under the blocks: the +/− counter when building, the column's value otherwise. */
  children: ReactNode;
}

/** One column of the place-value mat: its name, its blocks, and what goes under them. */
export function PlaceColumn({ place, name, count, hidden, children }: PlaceColumnProps) {
  return (
    <div className={classes.column} style={{ borderTopColor: PLACE_SHADES[place].front }}>
      <div className={classes.columnName}>{name}</div>
      <BlockPile place={place} count={count} hidden={hidden} />
      {children}
    </div>
  );
}
