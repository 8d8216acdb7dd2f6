import { useId } from 'react';
import type { PetKind } from './problems';
import type { PetMood } from './texts';
import classes from './pet.module.css';

/** Fur colours: a light coat, a darker one for ears and tail, and the inside of the ears. */
const COATS: Record<PetKind, { coat: string; dark: string; inner: string; nose: string }> = {
  puppy: { coat: '#e0a96d', dark: '#8a5a2b', inner: '#c98a50', nose: '#3b2414' },
  kitten: { coat: '#f5b26b', dark: '#d9772b', inner: '#f7b7c5', nose: '#e06c8a' },
  bunny: { coat: '#ece8f4', dark: '#c9c1da', inner: '#f6b8cc', nose: '#e06c8a' },
};

function Ears({ pet }: { pet: PetKind }) {
  const { dark, inner, coat } = COATS[pet];
  if (pet === 'puppy')
    return (
      <g className={classes.ears} fill={dark}>
        <ellipse cx="66" cy="70" rx="13" ry="25" transform="rotate(22 66 70)" />
        <ellipse cx="134" cy="70" rx="13" ry="25" transform="rotate(-22 134 70)" />
      </g>
    );
  if (pet === 'kitten')
    return (
      <g className={classes.ears}>
        <path d="M68 56 L74 20 L98 42 Z" fill={coat} stroke={dark} strokeWidth="2" />
        <path d="M132 56 L126 20 L102 42 Z" fill={coat} stroke={dark} strokeWidth="2" />
        <path d="M74 48 L77 30 L89 42 Z" fill={inner} />
        <path d="M126 48 L123 30 L111 42 Z" fill={inner} />
      </g>
    );
  return (
    <g className={classes.ears}>
      <ellipse cx="84" cy="24" rx="11" ry="30" transform="rotate(-12 84 24)" fill={coat} />
      <ellipse cx="116" cy="24" rx="11" ry="30" transform="rotate(12 116 24)" fill={coat} />
      <ellipse cx="84" cy="26" rx="5" ry="21" transform="rotate(-12 84 26)" fill={inner} />
      <ellipse cx="116" cy="26" rx="5" ry="21" transform="rotate(12 116 26)" fill={inner} />
    </g>
  );
}

function Face({ pet, mood }: { pet: PetKind; mood: PetMood }) {
  const ink = '#2b2233';
  return (
    <g>
      {mood === 'happy' ? (
        <g fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round">
          <path d="M79 72 Q86 62 93 72" />
          <path d="M107 72 Q114 62 121 72" />
        </g>
      ) : (
        <g fill={ink}>
          <circle cx="86" cy={mood === 'sad' ? 72 : 69} r="5.5" />
          <circle cx="114" cy={mood === 'sad' ? 72 : 69} r="5.5" />
          <circle cx="88" cy={mood === 'sad' ? 70 : 67} r="1.8" fill="#fff" />
          <circle cx="116" cy={mood === 'sad' ? 70 : 67} r="1.8" fill="#fff" />
        </g>
      )}
      {mood === 'sad' ? (
        <g stroke={ink} strokeWidth="3" strokeLinecap="round">
          <path d="M77 62 L93 57" />
          <path d="M123 62 L107 57" />
        </g>
      ) : null}
      <circle cx="74" cy="86" r="6" fill="#f28fa8" opacity="0.55" />
      <circle cx="126" cy="86" r="6" fill="#f28fa8" opacity="0.55" />
      {pet === 'puppy' ? (
        <ellipse cx="100" cy="82" rx="7" ry="5" fill={COATS.puppy.nose} />
      ) : (
        <path d="M95 80 L105 80 L100 86 Z" fill={COATS[pet].nose} />
      )}
      {pet !== 'puppy' ? (
        <g stroke="#6b5a70" strokeWidth="1.5" strokeLinecap="round">
          <path d="M70 84 L52 80 M70 89 L52 92 M130 84 L148 80 M130 89 L148 92" />
        </g>
      ) : null}
      {mood === 'happy' ? (
        <g>
          <path d="M88 89 Q100 108 112 89 Z" fill="#7a1f33" />
          <path d="M94 97 Q100 106 106 97 Q100 94 94 97 Z" fill="#f06a8a" />
        </g>
      ) : mood === 'sad' ? (
        <path
          d="M90 99 Q100 90 110 99"
          fill="none"
          stroke={ink}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M91 90 Q100 97 109 90"
          fill="none"
          stroke={ink}
          strokeWidth="3"
          strokeLinecap="round"
        />
      )}
      {mood === 'sad' ? (
        <path className={classes.tear} d="M123 76 Q128 86 123 90 Q118 86 123 76 Z" fill="#4c8fdc" />
      ) : null}
    </g>
  );
}

function Tail({ pet }: { pet: PetKind }) {
  const { coat, dark } = COATS[pet];
  if (pet === 'bunny')
    return <circle cx="144" cy="132" r="11" fill="#fff" stroke={dark} strokeWidth="2" />;
  return (
    <path
      className={classes.tail}
      d={pet === 'puppy' ? 'M138 128 Q160 120 158 96' : 'M138 134 Q176 136 168 104 Q164 92 172 86'}
      fill="none"
      stroke={pet === 'puppy' ? dark : coat}
      strokeWidth={pet === 'puppy' ? 9 : 8}
      strokeLinecap="round"
    />
  );
}

interface PetPictureProps {
  pet: PetKind;
  mood: PetMood;
  label: string;
}

/** The pet, drawn in SVG: it waits, jumps with hearts when right, droops with a tear when wrong. */
export function PetPicture({ pet, mood, label }: PetPictureProps) {
  const { coat, dark } = COATS[pet];
  const glow = useId();
  return (
    <svg viewBox="0 0 200 170" role="img" aria-label={label} className={classes.petPicture}>
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#fff8e6" />
          <stop offset="100%" stopColor="#ffe3b8" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="90" r="78" fill={`url(#${glow})`} />
      <ellipse cx="100" cy="160" rx="52" ry="7" fill="#b98a5a" opacity="0.35" />
      <g className={`${classes.pet} ${classes[mood]}`}>
        <Tail pet={pet} />
        <ellipse cx="100" cy="126" rx="42" ry="30" fill={coat} stroke={dark} strokeWidth="2" />
        <ellipse cx="100" cy="132" rx="22" ry="18" fill="#fff" opacity="0.45" />
        <ellipse cx="82" cy="152" rx="11" ry="7" fill={coat} stroke={dark} strokeWidth="2" />
        <ellipse cx="118" cy="152" rx="11" ry="7" fill={coat} stroke={dark} strokeWidth="2" />
        <Ears pet={pet} />
        <circle cx="100" cy="74" r="36" fill={coat} stroke={dark} strokeWidth="2" />
        <Face pet={pet} mood={mood} />
      </g>
      {mood === 'happy' ? (
        <g className={classes.hearts} fill="#e8436b">
          <path d="M34 52 c-6 -8 -18 -2 -12 8 l12 12 l12 -12 c6 -10 -6 -16 -12 -8 z" />
          <path d="M164 36 c-4 -6 -13 -1 -9 6 l9 9 l9 -9 c4 -7 -5 -12 -9 -6 z" />
          <path d="M170 96 c-3 -4 -9 -1 -6 4 l6 6 l6 -6 c3 -5 -3 -8 -6 -4 z" />
        </g>
      ) : null}
    </svg>
  );
}
