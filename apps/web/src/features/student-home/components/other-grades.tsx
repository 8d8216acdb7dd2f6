import type { LevelList } from '@aula/shared';
import { Accordion, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LevelGrades } from './grade-list';

/**
 * The grades other than the student's, folded under "Other grades": a child opens their own
 * grade first, and the others (a sampler of high school among them) wait until asked for.
 */
export function OtherGrades({ levels }: { levels: LevelList['items'] }) {
  const { t } = useTranslation('home');
  const withGrades = levels.filter((level) => level.grades.length > 0);
  if (withGrades.length === 0) return null;
  return (
    <Accordion variant="contained" radius="lg" order={3}>
      <Accordion.Item value="other-grades">
        <Accordion.Control>{t('categories.otherGrades')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            {withGrades.map((level) => (
              <LevelGrades key={level.id} level={level} compact />
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
