import type { Ref } from 'react';
import type { ZoneCount } from './levels';
import { kickKeys } from './keys';
import { mouthBox } from './layout';
import classes from './play.module.css';

interface ZoneButtonsProps {
  /** The number painted on each zone, already formatted, left to right. */
  values: readonly string[];
  /** "Kick left: 13": where the zone is and what it holds, for every way of reaching it. */
  names: readonly string[];
  kickedZone: number | null;
  outcome: 'right' | 'wrong' | null;
  disabled: boolean;
  groupLabel: string;
  onKick: (zone: number) => void;
  /** The buttons, so the play screen can focus one and move the aim with the arrows. */
  buttonRef: (zone: number) => Ref<HTMLButtonElement>;
}

/** Keys as printed on a board: arrows as arrows, digits as digits. */
const KEY_SYMBOLS: Record<string, string> = { ArrowLeft: '←', ArrowUp: '↑', ArrowRight: '→' };

/**
 * The answer zones: real buttons laid over the goal mouth, one column each, with the answer on
 * a board at the top. The kicked zone shows ✓ or ✗ as well as the scene, not colour alone.
 */
export function ZoneButtons(props: ZoneButtonsProps) {
  const { values, names, kickedZone, outcome, disabled } = props;
  const zones = values.length as ZoneCount;

  return (
    <div
      role="group"
      aria-label={props.groupLabel}
      className={classes.zones}
      style={{ ...mouthBox(), gridTemplateColumns: `repeat(${zones}, 1fr)` }}
    >
      {values.map((value, zone) => {
        const keys = kickKeys(zone, zones);
        const mark = kickedZone === zone && outcome ? (outcome === 'right' ? '✓' : '✗') : null;
        return (
          <button
            key={zone}
            ref={props.buttonRef(zone)}
            type="button"
            className={classes.zone}
            aria-label={names[zone]}
            aria-keyshortcuts={keys.join(' ')}
            autoFocus={zone === 0}
            disabled={disabled}
            data-zone={zone}
            onClick={() => props.onKick(zone)}
          >
            <span className={classes.plate}>
              <span className={classes.value}>{value}</span>
              {mark ? (
                <span
                  className={outcome === 'right' ? classes.markRight : classes.markWrong}
                  aria-hidden
                >
                  {mark}
                </span>
              ) : (
                <span className={classes.keys} aria-hidden>
                  {keys.map((key) => KEY_SYMBOLS[key] ?? key).join(' ')}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
