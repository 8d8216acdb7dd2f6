/** A small pumpkin behind each time to pick: decoration only, the time is text on top of it. */
export function MiniPumpkin({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 96" className={className} aria-hidden focusable="false">
      <path
        d="M56 18 C55 12 55 8 58 2 L66 2 C65 8 66 12 67 18 Z"
        fill="#6b8e23"
        stroke="#425e14"
        strokeWidth="2"
      />
      <path
        d="M66 10 C74 0 88 2 92 8 C82 8 74 12 67 16 Z"
        fill="#82c91e"
        stroke="#5c940d"
        strokeWidth="1.5"
      />
      {[
        { cx: 34, rx: 32 },
        { cx: 86, rx: 32 },
        { cx: 60, rx: 36 },
      ].map((lobe) => (
        <ellipse
          key={lobe.cx}
          cx={lobe.cx}
          cy="56"
          rx={lobe.rx}
          ry="38"
          fill="#fd7e14"
          stroke="#a63e0b"
          strokeWidth="2.5"
        />
      ))}
    </svg>
  );
}
