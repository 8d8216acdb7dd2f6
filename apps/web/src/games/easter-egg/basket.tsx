/**
 * A wicker basket turned upside down over a pile of eggs: 130 wide and 74 tall at scale 1, its
 * rim on the ground at `bottomY`. The class (lifted) raises it to show what it hid.
 */
export function Basket({
  centreX,
  bottomY,
  scale = 1,
  className,
}: {
  centreX: number;
  bottomY: number;
  scale?: number;
  className?: string | undefined;
}) {
  return (
    <g
      transform={`translate(${centreX - 65 * scale} ${bottomY - 72 * scale}) scale(${scale})`}
      aria-hidden="true"
    >
      <g className={className}>
        <path
          d="M8 70L24 10Q26 3 33 3H97Q104 3 106 10L122 70Z"
          fill="#d9a05b"
          stroke="#7a4a16"
          strokeWidth="2"
        />
        <path
          d="M21 22H109M17 36H113M13 50H117M40 4L30 68M56 4L52 68M72 4L75 68M88 4L97 68"
          stroke="#a86b2d"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M30 12L24 40" stroke="#f1c48a" strokeWidth="4" strokeLinecap="round" />
        <rect
          x="1"
          y="62"
          width="128"
          height="12"
          rx="6"
          fill="#b97634"
          stroke="#7a4a16"
          strokeWidth="2"
        />
      </g>
    </g>
  );
}
