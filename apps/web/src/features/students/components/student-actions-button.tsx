import type { StudentSummary } from '@aula/shared';
import { ActionIcon } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/students-query';

type StudentActionsButtonProps = { student: StudentSummary } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color'
>;

/** The button of a student's row that opens what can be done with them, named after them. */
export function StudentActionsButton({ student, ...buttonProps }: StudentActionsButtonProps) {
  const { t } = useTranslation('students');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('actions.menu', { name: fullName(student) })}
      {...buttonProps}
    >
      <IconDotsVertical size={20} aria-hidden />
    </ActionIcon>
  );
}
