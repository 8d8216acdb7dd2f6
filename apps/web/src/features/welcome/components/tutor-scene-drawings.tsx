import classes from './intro-video.module.css';
import { CORAL, INDIGO, LEAF, SKY, SUN } from './scene-palette';

/** A person drawn simply: a head and shoulders, `scale` 1 for a grown-up. */
function Person({
  x,
  y,
  scale = 1,
  color,
}: {
  x: number;
  y: number;
  scale?: number;
  color: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-46" r="18" fill={color} />
      <path d="M-30 0c0-22 13-34 30-34S30-22 30 0z" fill={color} />
    </g>
  );
}

/** A grown-up beside a child, with a heart between them. */
function TutorWelcome() {
  return (
    <>
      <circle cx="160" cy="95" r="72" fill={SKY} className={classes.grow} />
      <g className={classes.rise}>
        <Person x={128} y={150} color={INDIGO} />
      </g>
      <g className={classes.rise} style={{ animationDelay: '400ms' }}>
        <Person x={196} y={150} scale={0.7} color={CORAL} />
      </g>
      <g className={classes.pop} style={{ animationDelay: '1200ms' }}>
        <path d="M162 52c-6-10-22-6-20 6 1 8 20 20 20 20s19-12 20-20c2-12-14-16-20-6z" fill={SUN} />
      </g>
      <g className={classes.twinkle}>
        <circle cx="70" cy="50" r="5" fill={SUN} />
        <circle cx="256" cy="46" r="4" fill={LEAF} />
      </g>
    </>
  );
}

/** A child's card with their grade, and a plus that adds them. */
function AddChild() {
  return (
    <>
      <g className={classes.slideIn}>
        <rect
          x="54"
          y="40"
          width="170"
          height="110"
          rx="14"
          fill="#fff"
          stroke={INDIGO}
          strokeWidth="4"
        />
        <Person x={96} y={122} scale={0.7} color={CORAL} />
        <rect x="130" y="66" width="74" height="10" rx="5" fill={SKY} />
        <rect x="130" y="86" width="54" height="10" rx="5" fill={SKY} />
        <rect x="130" y="108" width="40" height="20" rx="10" fill={SUN} />
        <text x="150" y="123" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
          3
        </text>
      </g>
      <g className={classes.pop} style={{ animationDelay: '1400ms' }}>
        <circle cx="238" cy="52" r="24" fill={LEAF} />
        <path d="M238 40v24M226 52h24" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      </g>
    </>
  );
}

/** Three topics, each with a switch: two turn on, one stays off. */
function ChooseTopics() {
  const rows: [number, boolean][] = [
    [50, true],
    [95, false],
    [140, true],
  ];
  return (
    <>
      {rows.map(([y, on], index) => (
        <g key={y} className={classes.rise} style={{ animationDelay: `${index * 400}ms` }}>
          <rect
            x="50"
            y={y - 18}
            width="220"
            height="36"
            rx="10"
            fill="#fff"
            stroke={SKY}
            strokeWidth="3"
          />
          <rect x="66" y={y - 5} width="100" height="10" rx="5" fill={SKY} />
          <rect x="208" y={y - 12} width="46" height="24" rx="12" fill={on ? LEAF : SKY} />
          <circle
            cx={on ? 242 : 220}
            cy={y}
            r="9"
            fill="#fff"
            className={on ? classes.pop : undefined}
            style={on ? { animationDelay: `${1400 + index * 400}ms` } : undefined}
          />
        </g>
      ))}
    </>
  );
}

/** A test sheet and a clock: whether there are tests, and how long each question has. */
function SetTests() {
  return (
    <>
      <g className={classes.slideIn}>
        <rect
          x="56"
          y="34"
          width="120"
          height="130"
          rx="12"
          fill="#fff"
          stroke={INDIGO}
          strokeWidth="4"
        />
        <rect x="92" y="26" width="48" height="18" rx="6" fill={INDIGO} />
        {[70, 100, 130].map((y) => (
          <g key={y}>
            <path
              d={`M74 ${y}l8 8 14-16`}
              stroke={LEAF}
              strokeWidth="5"
              fill="none"
              strokeLinecap="round"
            />
            <rect x="106" y={y - 2} width="54" height="9" rx="4" fill={SKY} />
          </g>
        ))}
      </g>
      <g className={classes.pop} style={{ animationDelay: '900ms' }}>
        <circle cx="236" cy="100" r="44" fill={SUN} />
        <circle cx="236" cy="100" r="34" fill="#fff" />
        <path
          d="M236 100V76M236 100l16 10"
          stroke={INDIGO}
          strokeWidth="5"
          strokeLinecap="round"
          className={classes.twinkle}
        />
      </g>
    </>
  );
}

/** A report whose bars grow, with a check for attendance. */
function FollowProgress() {
  const bars: [number, number, string][] = [
    [80, 50, SKY],
    [124, 80, CORAL],
    [168, 64, SUN],
    [212, 104, LEAF],
  ];
  return (
    <>
      <rect x="50" y="160" width="220" height="6" rx="3" fill={INDIGO} />
      {bars.map(([x, height, color], index) => (
        <rect
          key={x}
          x={x - 16}
          y={160 - height}
          width="32"
          height={height}
          rx="6"
          fill={color}
          className={classes.rise}
          style={{ animationDelay: `${index * 350}ms` }}
        />
      ))}
      <g className={classes.pop} style={{ animationDelay: '2000ms' }}>
        <circle cx="262" cy="44" r="20" fill={INDIGO} />
        <path
          d="M252 44l7 7 13-14"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </>
  );
}

/** An evaluation, a printed worksheet and a report arriving by email. */
function TutorMore() {
  return (
    <>
      <g className={classes.rise}>
        <rect x="34" y="60" width="72" height="90" rx="8" fill={INDIGO} />
        <text x="70" y="118" textAnchor="middle" fontSize="40" fontWeight="700" fill="#fff">
          A
        </text>
      </g>
      <g className={classes.rise} style={{ animationDelay: '400ms' }}>
        <rect
          x="124"
          y="52"
          width="72"
          height="98"
          rx="6"
          fill="#fff"
          stroke={CORAL}
          strokeWidth="4"
        />
        <rect x="136" y="68" width="48" height="8" rx="4" fill={CORAL} />
        <rect x="136" y="86" width="36" height="8" rx="4" fill={SKY} />
        <rect x="136" y="104" width="44" height="8" rx="4" fill={SKY} />
        <rect x="136" y="122" width="30" height="8" rx="4" fill={SKY} />
      </g>
      <g className={classes.rise} style={{ animationDelay: '800ms' }}>
        <rect x="214" y="74" width="84" height="58" rx="8" fill={LEAF} />
        <path
          d="M220 80l36 26 36-26"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinejoin="round"
        />
      </g>
    </>
  );
}

/** The tutors' scenes, by name: their own steps, not a student's. */
export const TUTOR_SCENE_DRAWINGS = {
  tutorWelcome: TutorWelcome,
  addChild: AddChild,
  chooseTopics: ChooseTopics,
  setTests: SetTests,
  followProgress: FollowProgress,
  tutorMore: TutorMore,
};
