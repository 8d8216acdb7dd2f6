import type { Language } from '@aula/shared';
import type { AnswerResult } from '../kit/game-machine';
import { ItemGlyph } from './item-art';
import { MoneyGlyph } from './money-art';
import { formatMoney } from './money';
import { Piggy } from './piggy';
import classes from './scene.module.css';
import type { SavingMoneyProblem } from './problems';
import type { SavingMoneyTexts } from './texts';

interface SceneProps {
  problem: SavingMoneyProblem;
  texts: SavingMoneyTexts;
  language: Language;
  feedback: AnswerResult | null;
  reducedMotion: boolean;
}

/** Where sparkles pop around the piggy when the jar is right. */
const SPARKLES = [
  [196, 40],
  [300, 36],
  [286, 96],
  [182, 100],
  [246, 14],
] as const;

function Sparkle({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x} ${y - 8} L${x + 2.5} ${y - 2.5} L${x + 8} ${y} L${x + 2.5} ${y + 2.5} L${x} ${y + 8} L${x - 2.5} ${y + 2.5} L${x - 8} ${y} L${x - 2.5} ${y - 2.5} Z`}
      fill="#fcc419"
      stroke="#e67700"
    />
  );
}

/**
 * The shop shelf: the toy with its price tag, the bill paid with when making change, and the
 * piggy bank that hops for a right jar and shakes its head at a wrong one. It is a picture
 * (role img) whose label tells the same story; the controls live outside it.
 */
export function Scene({ problem, texts, language, feedback, reducedMotion }: SceneProps) {
  const item = texts.items[problem.item];
  const price = formatMoney(problem.priceCents, language);
  const paid = problem.paidCents === null ? null : formatMoney(problem.paidCents, language);
  const mood = feedback === 'right' ? classes.hop : feedback === 'wrong' ? classes.shake : '';

  return (
    <svg
      viewBox="0 0 320 150"
      className={`${classes.scene} ${reducedMotion ? classes.still : ''}`}
      role="img"
      aria-label={texts.scene(item, price, paid)}
    >
      <defs>
        <linearGradient id="saving-money-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff9db" />
          <stop offset="1" stopColor="#ffe8cc" />
        </linearGradient>
      </defs>
      <rect width="320" height="150" rx="16" fill="url(#saving-money-wall)" />
      <rect x="0" y="132" width="320" height="18" fill="#d9a273" />
      <rect x="0" y="130" width="320" height="4" fill="#b57a4a" />

      <g transform="translate(14 58)">
        <ItemGlyph item={problem.item} />
      </g>
      {/* The price tag hangs from a string, like in a shop window. */}
      <path d="M70 40 L92 24" stroke="#868e96" strokeWidth="1.5" />
      <g transform="translate(88 8)">
        <path d="M0 16 L12 0 H84 V32 H12 Z" fill="#fff" stroke="#e8590c" strokeWidth="2" />
        <circle cx="11" cy="16" r="3" fill="#e8590c" />
        <text x="50" y="21" textAnchor="middle" fontSize="14" fontWeight="800" fill="#7a2e05">
          {price}
        </text>
      </g>
      {paid ? (
        <g transform="translate(92 62)">
          <text x="40" y="0" textAnchor="middle" fontSize="12" fontWeight="700" fill="#343a40">
            {texts.youPay}
          </text>
          <rect
            y="8"
            width="82"
            height="38"
            rx="4"
            fill="#d3f0c9"
            stroke="#4f7f45"
            strokeWidth="1.5"
          />
          <rect
            x="3"
            y="11"
            width="76"
            height="32"
            rx="2"
            fill="none"
            stroke="#4f7f45"
            strokeDasharray="2 2"
          />
          <text x="41" y="32" textAnchor="middle" fontSize="12" fontWeight="800" fill="#163d16">
            {paid}
          </text>
        </g>
      ) : null}

      <g transform="translate(180 36)">
        <g className={mood}>
          <Piggy happy={feedback === 'right'} />
        </g>
      </g>
      {feedback === 'right' ? (
        <>
          <g className={classes.dropIn}>
            <MoneyGlyph value={25} x={234} y={6} />
          </g>
          <g className={classes.sparkles}>
            {SPARKLES.map(([x, y]) => (
              <Sparkle key={`${x}-${y}`} x={x} y={y} />
            ))}
          </g>
        </>
      ) : null}
    </svg>
  );
}
