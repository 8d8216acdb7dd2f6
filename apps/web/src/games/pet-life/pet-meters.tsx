import type { Language } from '@aula/shared';
import type { ReactNode } from 'react';
import type { PetKind, PetMeters as Meters } from './problems';
import { TEXTS } from './texts';
import classes from './pet.module.css';

/** A small shape per meter (bowl, ball, moon, heart), so the meters differ without colour. */
const ICONS: Record<keyof Meters, ReactNode> = {
  food: <path d="M2 9 H18 Q17 17 10 17 Q3 17 2 9 Z M6 8 Q10 2 14 8" />,
  play: <circle cx="10" cy="10" r="7" />,
  rest: <path d="M13 2 A8 8 0 1 0 18 13 A6 6 0 1 1 13 2 Z" />,
  happiness: <path d="M10 17 L3 10 C0 6 5 1 10 6 C15 1 20 6 17 10 Z" />,
};

const ORDER: readonly (keyof Meters)[] = ['food', 'play', 'rest', 'happiness'];

interface PetMetersProps {
  pet: PetKind;
  meters: Meters;
  language: Language;
}

/** The pet's needs as labelled bars with their percentage written out. */
export function PetMeters({ pet, meters, language }: PetMetersProps) {
  const texts = TEXTS[language].meters;
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <section className={classes.meters} aria-label={texts.label(pet)}>
      <ul>
        {ORDER.map((meter) => (
          <li key={meter} className={classes.meter} data-meter={meter}>
            <svg viewBox="0 0 20 20" aria-hidden className={classes.meterIcon}>
              {ICONS[meter]}
            </svg>
            <span className={classes.meterName}>{texts[meter]}</span>
            <span className={classes.meterBar} aria-hidden>
              <span style={{ width: `${meters[meter]}%` }} />
            </span>
            <span className={classes.meterValue}>{percent.format(meters[meter] / 100)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
