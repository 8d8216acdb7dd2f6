import type { Grade } from '@aula/shared';
import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSchool, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gradePath } from '../../../lib/catalogue-paths';
import classes from './student-home.module.css';

interface GradeCardProps {
  grade: Grade;
  levelName: string;
  /** The student's own grade: it stands out and says so. */
  own: boolean;
  /** A grade other than the student's, among the others: smaller, so their own comes first. */
  compact?: boolean;
}

/** A grade as a card that opens its subjects. */
export function GradeCard({ grade, levelName, own, compact = false }: GradeCardProps) {
  const { t } = useTranslation('home');
  return (
    <li>
      <Card
        component={Link}
        to={gradePath(grade.grade_id, grade.level_id)}
        withBorder
        radius="lg"
        padding={compact ? 'sm' : 'lg'}
        h="100%"
        className={own ? `${classes.tile} ${classes.ownGrade}` : classes.tile}
      >
        <Group gap={compact ? 'sm' : 'md'} wrap="nowrap" align="center">
          <ThemeIcon
            size={compact ? 36 : 52}
            radius="xl"
            variant={own ? 'white' : 'light'}
            color="indigo.8"
            aria-hidden
          >
            <IconSchool size={compact ? 20 : 30} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={compact ? 700 : 800} fz={compact ? 'md' : 'xl'} lh={1.2}>
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
