import type { SubjectAbbreviation } from '@aula/shared';
import type { MantineColor } from '@mantine/core';
import { Badge, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconAbc,
  IconAtom,
  IconBook,
  IconBook2,
  IconBuildingBank,
  IconDna,
  IconFlask,
  IconFlask2,
  IconMap2,
  IconMathSymbols,
  IconWorld,
} from '@tabler/icons-react';

/** A picture and a colour per subject, so children recognise a subject before reading it. */
const SUBJECT_VISUALS: Record<SubjectAbbreviation, { icon: Icon; color: MantineColor }> = {
  Math: { icon: IconMathSymbols, color: 'blue' },
  Gram: { icon: IconAbc, color: 'grape' },
  Rdg: { icon: IconBook, color: 'pink' },
  Sci: { icon: IconFlask, color: 'teal' },
  'S. Stud': { icon: IconWorld, color: 'orange' },
  'A. Hist': { icon: IconBuildingBank, color: 'yellow' },
  Phys: { icon: IconAtom, color: 'cyan' },
  'W. Stud': { icon: IconMap2, color: 'lime' },
  Biol: { icon: IconDna, color: 'green' },
  Chem: { icon: IconFlask2, color: 'violet' },
};

const FALLBACK = { icon: IconBook2, color: 'indigo' } as const;

export function subjectVisuals(abbreviation: string) {
  return SUBJECT_VISUALS[abbreviation as SubjectAbbreviation] ?? FALLBACK;
}

/** The subject's picture; decorative, as its name is always written next to it. */
export function SubjectIcon({ abbreviation, size = 56 }: { abbreviation: string; size?: number }) {
  const { icon: SubjectGlyph, color } = subjectVisuals(abbreviation);
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} aria-hidden>
      <SubjectGlyph size={Math.round(size * 0.6)} stroke={1.6} />
    </ThemeIcon>
  );
}

/**
 * A badge in the subject's colour, dark text on its light shade (readable at any shade): the
 * subject's abbreviation (docs/product-rules.md#subject-abbreviations) unless another label is
 * given.
 */
export function SubjectBadge({ abbreviation, label }: { abbreviation: string; label?: string }) {
  const { color } = subjectVisuals(abbreviation);
  return (
    <Badge
      size="lg"
      variant="light"
      color={color}
      tt="none"
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {label ?? abbreviation}
    </Badge>
  );
}
