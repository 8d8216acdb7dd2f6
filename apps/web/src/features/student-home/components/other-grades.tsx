import type { LevelList } from '@aula/shared';
import { Accordion, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GradeCard } from './grade-card';

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
              <Stack key={level.id} gap="xs">
                <Title order={4} size="h6">
                  {level.nombre}
                </Title>
                <SimpleGrid
                  component="ul"
                  cols={{ base: 1, xs: 2, md: 4 }}
                  spacing="sm"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label={level.nombre}
                >
                  {level.grades.map((grade) => (
                    <GradeCard
                      key={grade.grade_id}
                      grade={grade}
                      levelName={level.nombre}
                      own={false}
                      compact
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
