import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LabelledProgressProps {
  percent: number;
  /** Whose progress it is, when several bars share a screen. */
  name?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A progress bar whose accessible name says the percent, with the number written beside it. */
export function LabelledProgress({ percent, name, size = 'lg' }: LabelledProgressProps) {
  const { t } = useTranslation('catalogue');
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const label = name
    ? t('progressOf', { name, percent: value })
    : t('progress', { percent: value });
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={value}
        size={size}
        radius="xl"
        color={value === 100 ? 'teal.8' : 'indigo.8'}
        aria-label={label}
        style={{ flex: 1 }}
      />
      <Text size="sm" fw={700} aria-hidden miw={40} ta="right">
        {`${value}%`}
      </Text>
    </Group>
  );
}
