import { ActionIcon } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReadAloud } from '../../lib/read-aloud';

interface ReadAloudButtonProps {
  /** What is said. */
  text: string;
  /** The button's name when "Read aloud: <text>" would not say what it reads. */
  label?: string;
}

/**
 * A speaker button that reads `text` aloud in the student's language. It is not there at all
 * where nothing can be read (no voice, or the tutor turned lesson audio off), so a child never
 * meets a button that does nothing. It is a button of its own, never inside a choice's label.
 */
export function ReadAloudButton({ text, label }: ReadAloudButtonProps) {
  const { t } = useTranslation('common');
  const { available, read } = useReadAloud();
  if (!available || !text.trim()) return null;
  return (
    <ActionIcon
      // Inside an answer's form: a plain button, never one that sends the answer.
      type="button"
      variant="light"
      color="indigo"
      size="lg"
      radius="xl"
      aria-label={label ?? t('readAloud.label', { text })}
      onClick={() => read(text)}
      style={{ flexShrink: 0 }}
    >
      <IconVolume size={20} aria-hidden />
    </ActionIcon>
  );
}
