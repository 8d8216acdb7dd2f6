import type { SVGProps } from 'react';
import { useId } from 'react';

/** The child's fishing net: a rim, a see-through mesh bag and a wooden handle. */
export function Net(props: SVGProps<SVGSVGElement>) {
  const mesh = `net-${useId()}`;
  return (
    <svg viewBox="0 0 120 120" aria-hidden focusable="false" {...props}>
      <defs>
        <pattern
          id={mesh}
          width="9"
          height="9"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <path d="M0 0 H9 M0 0 V9" stroke="#ffffff" strokeWidth="1.6" opacity="0.9" />
        </pattern>
      </defs>
      <path d="M100 57 L115 5" stroke="#8a5a2b" strokeWidth="7" strokeLinecap="round" />
      <path d="M100 57 L115 5" stroke="#c18a4e" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 58 Q60 128 106 58 Z" fill="rgba(255,255,255,0.22)" />
      <path d="M14 58 Q60 128 106 58 Z" fill={`url(#${mesh})`} />
      <ellipse cx="60" cy="58" rx="46" ry="9" fill="none" stroke="#3d4b5c" strokeWidth="5" />
    </svg>
  );
}
