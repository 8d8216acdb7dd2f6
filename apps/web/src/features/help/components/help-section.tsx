import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './help.module.css';

export const HELP_SECTION_IDS = {
  tutorials: 'tutorials',
  parentsGuide: 'parents-guide',
  support: 'support',
  contact: 'contact',
  warranty: 'warranty',
  about: 'about',
} as const;

export type HelpSectionId = (typeof HELP_SECTION_IDS)[keyof typeof HELP_SECTION_IDS];

interface HelpSectionProps {
  id: HelpSectionId;
  heading: string;
  children: ReactNode;
}

/**
 * One titled part of the help: a region named by its heading, which the table of contents
 * scrolls to and focuses (tabIndex -1), so keyboard and screen-reader users land on it too.
 */
export function HelpSection({ id, heading, children }: HelpSectionProps) {
  return (
    <Stack component="section" gap="md" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} tabIndex={-1} className={classes.heading}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
