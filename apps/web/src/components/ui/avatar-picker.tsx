import { AVATARS } from '@aula/shared';
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicture } from './avatar-picture';
import classes from './avatar-picker.module.css';

interface AvatarPickerProps {
  label: ReactNode;
  /** The avatar chosen at first; the picker keeps the choice (the forms are uncontrolled). */
  defaultValue: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** A row of animal pictures; one can be chosen with the mouse, Tab or the arrow keys. */
export function AvatarPicker({ label, defaultValue, onChange, error }: AvatarPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      defaultValue={defaultValue}
      onChange={onChange}
      error={error}
      name="avatar"
    >
      <Group gap="xs" mt="xs">
        {AVATARS.map((avatar) => (
          <Radio.Card
            key={avatar}
            value={avatar}
            radius="md"
            className={classes.card}
            p={6}
            w={84}
            aria-label={t(`avatars.${avatar}`)}
          >
            <Stack align="center" gap={2}>
              <AvatarPicture avatar={avatar} size={48} decorative />
              <Text size="xs" aria-hidden className={classes.name}>
                {t(`avatars.${avatar}`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
