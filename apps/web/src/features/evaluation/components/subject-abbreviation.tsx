import { VisuallyHidden } from '@mantine/core';

interface SubjectAbbreviationProps {
  abbreviation: string;
  name: string;
}

/**
 * A subject by its abbreviation ("Math", docs/product-rules.md#subject-abbreviations): the full
 * name shows on hover and is what screen readers say, since "S. Stud" read aloud means little.
 */
export function SubjectAbbreviation({ abbreviation, name }: SubjectAbbreviationProps) {
  return (
    <abbr title={name} style={{ textDecoration: 'none', cursor: 'help' }}>
      <span aria-hidden>{abbreviation}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </abbr>
  );
}
