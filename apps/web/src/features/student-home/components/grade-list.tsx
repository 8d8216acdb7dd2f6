import type { LevelList } from '@aula/shared';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GradeCard } from './grade-card';

/** Grade cards as a list: big ones three to a row, compact ones four. */
export function GradeList({
  label,
  compact = false,
  children,
}: {
  label: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: compact ? 4 : 3 }}
      spacing={compact ? 'sm' : 'md'}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </SimpleGrid>
  );
}

/** One level under its name, with a card for each of its grades. */
export function LevelGrades({
  level,
  compact = false,
}: {
  level: LevelList['items'][number];
  compact?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Title order={compact ? 4 : 3} size={compact ? 'h6' : 'h5'}>
        {level.nombre}
      </Title>
      <GradeList label={level.nombre} compact={compact}>
        {level.grades.map((grade) => (
          <GradeCard
            key={grade.grade_id}
            grade={grade}
            levelName={level.nombre}
            own={false}
            compact={compact}
          />
        ))}
      </GradeList>
    </Stack>
  );
}
