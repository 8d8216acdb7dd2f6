import type { Grade } from '@aula/shared';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSchool, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/ui/query-error';
import { gradePath } from '../../../lib/catalogue-paths';
import { useLevels } from '../../../lib/levels-query';
import classes from './student-home.module.css';

interface GradeCardProps {
  grade: Grade;
  levelName: string;
  own: boolean;
}

function GradeCard({ grade, levelName, own }: GradeCardProps) {
  const { t } = useTranslation('home');
  return (
    <li>
      <Card
        component={Link}
        to={gradePath(grade.grade_id, grade.level_id)}
        withBorder
        radius="lg"
        padding="lg"
        h="100%"
        className={own ? `${classes.tile} ${classes.ownGrade}` : classes.tile}
      >
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon
            size={52}
            radius="xl"
            variant={own ? 'white' : 'light'}
            color="indigo.8"
            aria-hidden
          >
            <IconSchool size={30} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={800} fz="xl" lh={1.2}>
              {grade.name}
            </Text>
            <Text size="sm" c={own ? undefined : 'dimmed'}>
              {levelName}
            </Text>
            {own ? (
              <Badge
                variant="white"
                color="indigo.8"
                tt="none"
                mt={4}
                leftSection={<IconStarFilled size={12} aria-hidden />}
              >
                {t('categories.yourGrade')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
      </Card>
    </li>
  );
}

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

/** The categories: every level with its grades as big cards; the student's own grade stands out. */
export function GradeCategories({ ownGradeId }: { ownGradeId: number | null }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const levels = useLevels();

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
        {levels.data?.items.map((level) => (
          <Stack key={level.id} gap="xs">
            <Title order={3} size="h5">
              {level.nombre}
            </Title>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="md"
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
                  own={grade.grade_id === ownGradeId}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
