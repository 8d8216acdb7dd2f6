import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useGameScores } from '../../../games/kit/api/game-scores';
import { GameCards } from '../../../games/menu/game-cards';

/** /games and /practices: the eight games with the student's best score in each. */
export function GamesMenuScreen({ practices = false }: { practices?: boolean }) {
  const { t } = useTranslation('games');
  const scores = useGameScores();
  return (
    <Stack gap="md">
      <PageHeader
        title={practices ? t('menu.practicesTitle') : t('menu.title')}
        intro={t('menu.intro')}
      />
      {scores.isError ? (
        <Alert color="orange" variant="light">
          {t('menu.loadFailed')}
        </Alert>
      ) : null}
      <GameCards scores={scores.data?.items} />
    </Stack>
  );
}

export function PracticesMenuScreen() {
  return <GamesMenuScreen practices />;
}
