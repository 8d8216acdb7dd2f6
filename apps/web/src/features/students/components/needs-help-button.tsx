import type { StudentSummary } from '@aula/shared';
import { Badge } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/students-query';

type NeedsHelpButtonProps = { student: StudentSummary } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color'
>;

/** The badge of a student who needs help: a button that opens the lessons behind it. */
export function NeedsHelpButton({ student, ...buttonProps }: NeedsHelpButtonProps) {
  const { t } = useTranslation('students');
  return (
    <Badge
      component="button"
      type="button"
      variant="light"
      color="red.9"
      tt="none"
      leftSection={<IconLifebuoy size={14} aria-hidden />}
      aria-label={t('row.needsHelpButton', { name: fullName(student) })}
      style={{ cursor: 'pointer' }}
      {...buttonProps}
    >
      {t('row.needsHelp')}
    </Badge>
  );
}
