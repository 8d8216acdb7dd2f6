import type { PetKind } from './problems';

interface TreatProps {
  pet: PetKind;
  /** Top-left corner, in the parent SVG's units; a treat is 20 units square. */
  x: number;
  y: number;
  scale?: number;
}

/**
 * One treat, drawn for the pet that eats it: a bone biscuit for the puppy, a fish cookie for
 * the kitten, a carrot for the bunny. Shapes differ, so they read without their colours.
 */
export function Treat({ pet, x, y, scale = 1 }: TreatProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {pet === 'puppy' ? (
        <g fill="#f6dca6" stroke="#9c6a2f" strokeWidth="1.4">
          <circle cx="4.5" cy="7" r="3.2" />
          <circle cx="4.5" cy="13" r="3.2" />
          <circle cx="15.5" cy="7" r="3.2" />
          <circle cx="15.5" cy="13" r="3.2" />
          <rect x="4" y="7.5" width="12" height="5" rx="2" stroke="none" />
        </g>
      ) : pet === 'kitten' ? (
        <g stroke="#a4511f" strokeWidth="1.4" strokeLinejoin="round">
          <path d="M2 10 Q8.5 2.5 15 10 Q8.5 17.5 2 10 Z" fill="#f4a96b" />
          <path d="M15 10 L19 5.5 L19 14.5 Z" fill="#f4a96b" />
          <circle cx="6" cy="9" r="1.2" fill="#5c2c0d" stroke="none" />
        </g>
      ) : (
        <g strokeLinecap="round">
          <path
            d="M6 6 Q10 4.5 14 6 L10.5 19 Q10 20 9.5 19 Z"
            fill="#f08c2e"
            stroke="#a3520c"
            strokeWidth="1.2"
          />
          <path
            d="M8 5.5 L6.5 1 M10 5 L10 0.5 M12 5.5 L13.5 1"
            stroke="#2f8a3b"
            strokeWidth="1.8"
          />
        </g>
      )}
    </g>
  );
}

interface TreatPileProps {
  pet: PetKind;
  count: number;
  /** How many treats fit in a row, and how many are drawn at most (the number says the rest). */
  perRow: number;
  max: number;
  /** Where the bottom row's first treat sits, and the step between treats. */
  left: number;
  bottom: number;
  step: number;
  scale?: number;
}

/** Treats stacked in rows from the bottom up, as in a bowl or a jar. */
export function TreatPile({ pet, count, perRow, max, left, bottom, step, scale }: TreatPileProps) {
  const shown = Math.min(count, max);
  return (
    <g>
      {Array.from({ length: shown }, (_, index) => {
        const row = Math.floor(index / perRow);
        const column = index % perRow;
        // Every other row shifts by half a treat, like a real heap.
        const shift = row % 2 === 1 ? step / 2 : 0;
        return (
          <Treat
            key={index}
            pet={pet}
            x={left + column * step + shift}
            y={bottom - row * step * 0.8}
            scale={scale}
          />
        );
      })}
    </g>
  );
}
