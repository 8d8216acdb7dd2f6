import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { WithTooltip } from '../../../components/ui/with-tooltip';

interface StepButtonProps {
  /** What the step does ("Previous month"): the button's name and its hint. */
  label: string;
  direction: 'previous' | 'next';
  onClick: () => void;
}

/** A report's step to the period before or after the one shown; left out of a printout. */
export function StepButton({ label, direction, onClick }: StepButtonProps) {
  const Chevron = direction === 'previous' ? IconChevronLeft : IconChevronRight;
  return (
    <WithTooltip label={label}>
      {(ref) => (
        <ActionIcon
          ref={ref}
          variant="default"
          size="lg"
          aria-label={label}
          onClick={onClick}
          data-print-hidden
        >
          <Chevron size={18} aria-hidden />
        </ActionIcon>
      )}
    </WithTooltip>
  );
}
