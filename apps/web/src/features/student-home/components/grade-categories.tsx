import { Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error';
import { findGrade, useLevels } from '../../../lib/levels-query';
import { GradeCard } from './grade-card';
import { GradeList, LevelGrades } from './grade-list';
import { OtherGrades } from './other-grades';

function GradesSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('categories.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={96} radius="lg" />
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * The categories: the student's own grade first, as a big card, and the other grades folded
 * under "Other grades"; a student without a listed grade sees every level with its grades.
 */
export function GradeCategories({ ownGradeId }: { ownGradeId: number | null }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const levels = useLevels();
  const own = ownGradeId === null ? undefined : findGrade(levels.data, ownGradeId);
  const others = (levels.data?.items ?? []).map((level) => ({
    ...level,
    grades: level.grades.filter((grade) => grade.grade_id !== ownGradeId),
  }));

  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id={titleId}>
            {t('categories.title')}
          </Title>
          <Text c="dimmed">{t('categories.intro')}</Text>
        </Stack>
        {levels.isPending ? <GradesSkeleton /> : null}
        {levels.isError ? (
          <QueryError error={levels.error} onRetry={() => void levels.refetch()} />
        ) : null}
        {levels.isSuccess && levels.data.items.length === 0 ? (
          <Text c="dimmed">{t('categories.empty')}</Text>
        ) : null}
        {own ? (
          <>
            <GradeList label={t('categories.yourGrade')}>
              <GradeCard grade={own.grade} levelName={own.levelName} own />
            </GradeList>
            <OtherGrades levels={others} />
          </>
        ) : levels.data ? (
          // A student whose grade is not listed sees every level with its grades as big cards.
          levels.data.items.map((level) => <LevelGrades key={level.id} level={level} />)
        ) : null}
      </Stack>
    </Card>
  );
}
