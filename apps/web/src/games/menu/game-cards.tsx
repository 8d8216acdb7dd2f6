import type { GameScore } from '@aula/shared';
import { GAMES } from '@aula/shared';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { GAME_COVERS } from '../covers';
import { GAME_LEVEL_COUNTS } from '../level-counts';
import classes from './game-cards.module.css';

interface GameCardsProps {
  /** Each game's record; undefined while loading or when it could not be loaded. */
  scores: readonly GameScore[] | undefined;
  headingOrder?: 2 | 3;
}

/** The eight practice games as picture cards, each with the student's best score and plays. */
export function GameCards({ scores, headingOrder = 2 }: GameCardsProps) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);

  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {GAMES.map((game) => {
        const Cover = GAME_COVERS[game.name];
        const score = scores?.find((item) => item.game === game.name);
        const title = game.title[language];
        return (
          <li key={game.name}>
            <Card
              component={Link}
              to={`/practices/${game.name}`}
              withBorder
              radius="lg"
              padding="md"
              h="100%"
              className={classes.card}
            >
              <Card.Section>
                <Cover className={classes.cover} aria-hidden />
              </Card.Section>
              <Stack gap={6} mt="sm">
                <Title order={headingOrder} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`descriptions.${game.name}`)}
                </Text>
                {score && score.plays > 0 ? (
                  <Group gap="xs">
                    <Badge
                      leftSection={<IconTrophy size={14} aria-hidden />}
                      variant="filled"
                      color="yellow.3"
                      autoContrast
                    >
                      {t('menu.bestScore', { score: number.format(score.best_score) })}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('menu.plays', { count: score.plays })} ·{' '}
                      {t('menu.levelsWon', {
                        won: score.levels_won.length,
                        total: GAME_LEVEL_COUNTS[game.name],
                      })}
                    </Text>
                  </Group>
                ) : score ? (
                  <Text size="xs" c="dimmed">
                    {t('menu.notPlayed')}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
