import type { DragEvent, Ref } from 'react';
import { MoneyPicture } from './money-art';
import type { MoneyValue } from './money';
import { faceValue, isBill } from './money';
import classes from './play.module.css';
import type { SavingMoneyTexts } from './texts';

export interface JarPiece {
  /** Stable across removals, so React keeps each coin's button (and its focus) in place. */
  id: number;
  value: MoneyValue;
}

/** What a drag carries: a coin from the wallet (its value) or one from the jar (its id). */
export const DRAG_FROM_WALLET = 'wallet:';
export const DRAG_FROM_JAR = 'jar:';

interface JarProps {
  pieces: readonly JarPiece[];
  texts: SavingMoneyTexts;
  total: string;
  /** A short note under the total (the jar is full), or null. */
  note: string | null;
  disabled: boolean;
  /** The coin just dropped in, which falls into place (unless motion is reduced). */
  newestId: number | null;
  animate: boolean;
  listRef: Ref<HTMLDivElement>;
  onTakeBack: (index: number) => void;
  onDropFromWallet: (value: string) => void;
}

/**
 * The glass jar: each coin or bill in it is a button that takes itself back out, and the
 * running total is written under it (and announced) so the child never has to count colours.
 */
export function Jar({
  pieces,
  texts,
  total,
  note,
  disabled,
  newestId,
  animate,
  listRef,
  onTakeBack,
  onDropFromWallet,
}: JarProps) {
  const acceptDrop = (event: DragEvent) => {
    if (!disabled) event.preventDefault();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    const carried = event.dataTransfer.getData('text/plain');
    if (!disabled && carried.startsWith(DRAG_FROM_WALLET))
      onDropFromWallet(carried.slice(DRAG_FROM_WALLET.length));
  };

  return (
    <section
      className={classes.jarArea}
      aria-labelledby="saving-money-jar"
      onDragOver={acceptDrop}
      onDrop={drop}
    >
      <h2 id="saving-money-jar" className={classes.areaTitle}>
        {texts.jar}
      </h2>
      <div className={classes.jar} ref={listRef}>
        {pieces.length === 0 ? <p className={classes.jarEmpty}>{texts.jarEmpty}</p> : null}
        {pieces.map((piece, index) => (
          <button
            key={piece.id}
            type="button"
            className={`${classes.jarPiece} ${isBill(piece.value) ? classes.bill : classes.coin} ${
              animate && piece.id === newestId ? classes.fallIn : ''
            }`}
            aria-label={texts.takeBack(texts.money[piece.value], faceValue(piece.value))}
            disabled={disabled}
            draggable={!disabled}
            onDragStart={(event) =>
              event.dataTransfer.setData('text/plain', `${DRAG_FROM_JAR}${piece.id}`)
            }
            onClick={() => onTakeBack(index)}
          >
            <MoneyPicture value={piece.value} />
          </button>
        ))}
      </div>
      <p className={classes.total} aria-live="polite" data-testid="saving-money-total">
        {total}
        {note ? <span className={classes.note}> {note}</span> : null}
      </p>
    </section>
  );
}
