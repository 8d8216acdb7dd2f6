/**
 * A printed worksheet coming out of a printer: the picture beside the explanation. Decorative
 * (the text says the same), so it is hidden from screen readers.
 */
export function PrintedSheetPicture({ size = 132 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect x="14" y="52" width="92" height="40" rx="8" fill="var(--mantine-color-indigo-6)" />
      <rect x="24" y="44" width="72" height="12" rx="3" fill="var(--mantine-color-indigo-8)" />
      <g transform="rotate(-4 60 70)">
        <rect
          x="30"
          y="10"
          width="60"
          height="96"
          rx="3"
          fill="white"
          stroke="var(--mantine-color-gray-5)"
          strokeWidth="1.5"
        />
        <rect x="37" y="18" width="30" height="5" rx="2" fill="var(--mantine-color-indigo-7)" />
        <line
          x1="37"
          y1="31"
          x2="83"
          y2="31"
          stroke="var(--mantine-color-gray-5)"
          strokeWidth="1.5"
        />
        <circle
          cx="40"
          cy="44"
          r="3"
          fill="none"
          stroke="var(--mantine-color-gray-7)"
          strokeWidth="1.2"
        />
        <rect x="47" y="42" width="30" height="4" rx="2" fill="var(--mantine-color-gray-4)" />
        <circle cx="40" cy="54" r="3" fill="var(--mantine-color-teal-6)" />
        <rect x="47" y="52" width="24" height="4" rx="2" fill="var(--mantine-color-gray-4)" />
        <circle
          cx="40"
          cy="64"
          r="3"
          fill="none"
          stroke="var(--mantine-color-gray-7)"
          strokeWidth="1.2"
        />
        <rect x="47" y="62" width="28" height="4" rx="2" fill="var(--mantine-color-gray-4)" />
        <rect x="37" y="74" width="40" height="4" rx="2" fill="var(--mantine-color-gray-4)" />
        <line
          x1="37"
          y1="88"
          x2="83"
          y2="88"
          stroke="var(--mantine-color-gray-5)"
          strokeWidth="1.5"
        />
      </g>
      <rect x="14" y="84" width="92" height="12" rx="4" fill="var(--mantine-color-indigo-7)" />
      <circle cx="94" cy="66" r="3" fill="var(--mantine-color-green-4)" />
    </svg>
  );
}
