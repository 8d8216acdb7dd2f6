import type { DragEvent, Ref } from 'react';
import { DRAG_FROM_JAR, DRAG_FROM_WALLET } from './jar';
import { MoneyPicture } from './money-art';
import type { MoneyValue } from './money';
import { faceValue } from './money';
import classes from './play.module.css';
import type { SavingMoneyTexts } from './texts';

interface WalletProps {
  pieces: readonly MoneyValue[];
  texts: SavingMoneyTexts;
  disabled: boolean;
  /** The first coin takes the focus when the exercise starts, so the keyboard plays at once. */
  firstRef: Ref<HTMLButtonElement>;
  onAdd: (value: MoneyValue) => void;
  onDropFromJar: (id: string) => void;
}

/** The coins and bills to pay with: click, Enter or Space adds one; dragging works too. */
export function Wallet({ pieces, texts, disabled, firstRef, onAdd, onDropFromJar }: WalletProps) {
  const acceptDrop = (event: DragEvent) => {
    if (!disabled) event.preventDefault();
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    const carried = event.dataTransfer.getData('text/plain');
    if (!disabled && carried.startsWith(DRAG_FROM_JAR))
      onDropFromJar(carried.slice(DRAG_FROM_JAR.length));
  };

  return (
    <section
      className={classes.walletArea}
      aria-labelledby="saving-money-wallet"
      onDragOver={acceptDrop}
      onDrop={drop}
    >
      <h2 id="saving-money-wallet" className={classes.areaTitle}>
        {texts.wallet}
      </h2>
      <div className={classes.wallet}>
        {pieces.map((value, index) => (
          <button
            key={value}
            ref={index === 0 ? firstRef : undefined}
            type="button"
            className={classes.walletPiece}
            aria-label={texts.add(texts.money[value], faceValue(value))}
            disabled={disabled}
            draggable={!disabled}
            onDragStart={(event) =>
              event.dataTransfer.setData('text/plain', `${DRAG_FROM_WALLET}${value}`)
            }
            onClick={() => onAdd(value)}
          >
            <MoneyPicture value={value} />
            <span className={classes.caption}>{texts.money[value].caption}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
