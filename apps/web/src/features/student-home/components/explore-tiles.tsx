import type { Action, SubjectName } from '@aula/shared';
import type { MantineColor } from '@mantine/core';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconAbc,
  IconBooks,
  IconDeviceGamepad2,
  IconHelpCircle,
  IconSearch,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '../../../lib/ability';
import { searchPath } from '../../../lib/catalogue-paths';
import { useRouteExists } from '../../../lib/routes-context';
import classes from './student-home.module.css';

type TileKey = 'search' | 'books' | 'dictionary' | 'games' | 'help';

interface Tile {
  key: TileKey;
  to: string;
  icon: Icon;
  color: MantineColor;
  can?: [Action, SubjectName];
}

/** Everything else a student can open from home; a tile shows only once its screen exists. */
const TILES: Tile[] = [
  { key: 'search', to: searchPath(), icon: IconSearch, color: 'indigo', can: ['read', 'Lesson'] },
  { key: 'books', to: '/book', icon: IconBooks, color: 'orange', can: ['read', 'Book'] },
  {
    key: 'dictionary',
    to: '/spelling-helper-dictionary',
    icon: IconAbc,
    color: 'grape',
    can: ['read', 'Dictionary'],
  },
  { key: 'games', to: '/games', icon: IconDeviceGamepad2, color: 'teal', can: ['play', 'Game'] },
  { key: 'help', to: '/help', icon: IconHelpCircle, color: 'cyan' },
];

export function ExploreTiles() {
  const { t } = useTranslation('home');
  const titleId = useId();
  const routeExists = useRouteExists();
  const ability = useAbility();
  const tiles = TILES.filter(
    (tile) => routeExists(tile.to) && (!tile.can || ability.can(...tile.can)),
  );
  if (tiles.length === 0) return null;

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t('explore.title')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card
              component={Link}
              to={tile.to}
              withBorder
              radius="lg"
              padding="lg"
              h="100%"
              className={classes.tile}
            >
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={52} radius="xl" variant="light" color={tile.color} aria-hidden>
                  <tile.icon size={30} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={800} fz="lg">
                    {t(`explore.${tile.key}`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`explore.${tile.key}Text`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
