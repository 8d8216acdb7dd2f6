import type { GameName } from '@aula/shared';
import { gameByName } from '@aula/shared';
import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconDeviceGamepad2, IconMoodConfuzed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { MessagePanel } from '../../../components/ui/message-panel';
import { QueryError } from '../../../components/ui/query-error';
import { useGamePreferences } from '../../../games/kit/api/game-preferences';
import { useGameScores } from '../../../games/kit/api/game-scores';
import { GameRunner } from '../../../games/kit/game-runner';
import { GAME_LOADERS } from '../../../games/registry';
import classes from './games.module.css';

const MENU_PATH = '/practices';

/** ?seed=123 replays the same rounds (journeys and screenshots); anything else is ignored. */
function seedOf(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function useGameDefinition(name: GameName | undefined) {
  return useQuery({
    queryKey: ['game-definition', name],
    queryFn: () => GAME_LOADERS[name!](),
    enabled: name !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** /practices/<name>: one game, loaded as its own chunk. */
export function GameScreen() {
  const { t } = useTranslation('games');
  const { gameName } = useParams();
  const [search] = useSearchParams();
  const name = gameName === undefined ? undefined : gameByName(gameName)?.name;
  const definition = useGameDefinition(name);
  const preferences = useGamePreferences();
  const scores = useGameScores();

  if (name === undefined)
    return (
      <MessagePanel
        icon={<IconMoodConfuzed size={44} />}
        title={t('notFound.title')}
        action={
          <Button component={Link} to={MENU_PATH} leftSection={<IconDeviceGamepad2 aria-hidden />}>
            {t('notFound.back')}
          </Button>
        }
      >
        {t('notFound.text')}
      </MessagePanel>
    );
  const failed = definition.error ?? preferences.error;
  if (failed)
    return (
      <Stack>
        <QueryError
          error={failed}
          onRetry={() => {
            void definition.refetch();
            void preferences.refetch();
          }}
        />
      </Stack>
    );
  if (!definition.data || !preferences.data)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('home.start')} />
      </Center>
    );
  const { Cover } = definition.data;
  const score = scores.data?.items.find((item) => item.game === name);
  return (
    <GameRunner
      // A new game, or a new student's settings, starts from its home screen.
      key={name}
      definition={definition.data}
      cover={<Cover className={classes.cover} aria-hidden />}
      preferences={preferences.data}
      levelsWon={score?.levels_won ?? EMPTY}
      bestScore={score ? score.best_score : null}
      fixedSeed={seedOf(search.get('seed'))}
      menuPath={MENU_PATH}
    />
  );
}

const EMPTY: readonly number[] = [];
