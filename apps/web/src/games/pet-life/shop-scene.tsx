import type { PetLifeProblem } from './problems';
import { Treat, TreatPile } from './treat';
import classes from './shop.module.css';

function Coin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="9" fill="#fcc419" stroke="#a67c00" strokeWidth="2" />
      <circle r="5" fill="none" stroke="#a67c00" strokeWidth="1.2" />
    </g>
  );
}

interface ShopSceneProps {
  problem: PetLifeProblem;
  label: string;
  /** Once the answer is right, the treats bought sit on the counter and the coins left in the purse. */
  solved: boolean;
}

/** The treat shop: a striped awning, a price tag, and the purse with its coins. */
export function ShopScene({ problem, label, solved }: ShopSceneProps) {
  const coins = solved ? problem.remainder : Math.min(problem.dividend, 12);
  return (
    <svg viewBox="0 0 320 150" role="img" aria-label={label} className={classes.shopScene}>
      <rect
        x="10"
        y="30"
        width="190"
        height="112"
        rx="10"
        fill="#fff4e6"
        stroke="#d9480f"
        strokeWidth="2"
      />
      {Array.from({ length: 6 }, (_, index) => (
        <path
          key={index}
          d={`M${10 + index * 31.7} 30 h31.7 v14 a15.85 12 0 0 1 -31.7 0 Z`}
          fill={index % 2 === 0 ? '#e8590c' : '#fff'}
          stroke="#d9480f"
          strokeWidth="1.5"
        />
      ))}
      <rect x="10" y="14" width="190" height="18" rx="6" fill="#d9480f" />
      <rect x="20" y="112" width="170" height="10" rx="4" fill="#b07b4f" />
      <TreatPile
        pet={problem.pet}
        count={solved ? problem.quotient : 9}
        perRow={9}
        max={18}
        left={26}
        bottom={92}
        step={17}
      />
      <g transform="translate(150 58)">
        <path d="M0 0 H40 L48 12 L40 24 H0 Z" fill="#fff" stroke="#495057" strokeWidth="2" />
        <Treat pet={problem.pet} x={3} y={3} scale={0.9} />
        <text x="24" y="18" className={classes.shopPrice}>
          {problem.divisor}
        </text>
      </g>
      <g transform="translate(218 40)">
        <path
          d="M6 30 Q0 100 46 100 Q92 100 86 30 Z"
          fill="#9c36b5"
          stroke="#5f1e70"
          strokeWidth="2.5"
        />
        <path d="M14 30 Q46 8 78 30" fill="none" stroke="#5f1e70" strokeWidth="4" />
        {Array.from({ length: coins }, (_, index) => (
          <Coin key={index} x={22 + (index % 4) * 16} y={88 - Math.floor(index / 4) * 10} />
        ))}
      </g>
    </svg>
  );
}
