import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useGameScores } from '../../../games/kit/api/game-scores';
import { GameCards } from '../../../games/menu/game-cards';
import { subjectPath } from '../../../lib/catalogue-paths';
import { useRouteIds } from '../../../lib/route-ids';

/** …/test/games: after a test, the games as a break (docs/product-rules.md#student-screens). */
export function TestGamesScreen() {
  const { t } = useTranslation(['games', 'assessments']);
  const { gradeId, levelId, subjectId } = useRouteIds();
  const scores = useGameScores();
  return (
    <Stack gap="md">
      <PageHeader title={t('games:afterTest.title')} intro={t('games:afterTest.intro')} />
      <GameCards scores={scores.data?.items} />
      {gradeId !== null && levelId !== null && subjectId !== null ? (
        <Group>
          <Button
            component={Link}
            to={subjectPath(gradeId, levelId, subjectId)}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('assessments:attempt.backToSubject')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
