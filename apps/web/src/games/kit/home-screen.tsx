import { Badge, Button, Card, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconVolume } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameTexts } from './game-definition';
import type { GameState } from './game-machine';

interface HomeScreenProps {
  texts: GameTexts;
  cover: ReactNode;
  state: GameState;
  menuPath: string;
  onLevel: (level: number) => void;
  onToggleMute: () => void;
  onToggleSpeech: () => void;
  onReadAloud: () => void;
  onStart: () => void;
}

/**
 * The game's home: its picture, how to play (read aloud on opening and on request), the level,
 * sound and speech.
 */
export function HomeScreen(props: HomeScreenProps) {
  const { texts, cover, state, menuPath } = props;
  const { t } = useTranslation('games');
  const play = useRef<HTMLButtonElement>(null);
  // Opening the game reads how to play aloud (when speech is on; the kit checks).
  const readOnOpen = useEffectEvent(() => props.onReadAloud());
  useEffect(() => {
    play.current?.focus();
    readOnOpen();
  }, []);

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <div style={{ flex: '1 1 240px', maxWidth: 340 }}>{cover}</div>
        <Stack gap="md" style={{ flex: '2 1 320px' }}>
          <section aria-labelledby="game-how-to">
            <Group justify="space-between" align="center">
              <Title order={2} size="h4" id="game-how-to">
                {t('home.howToPlay')}
              </Title>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconVolume size={16} aria-hidden />}
                onClick={props.onReadAloud}
              >
                {t('home.readAloud')}
              </Button>
            </Group>
            <Text mt="xs">{texts.howToPlay}</Text>
          </section>
          <Radio.Group
            label={t('home.level')}
            value={String(state.settings.level)}
            onChange={(value) => props.onLevel(Number(value))}
          >
            <Stack gap={6} mt="xs">
              {texts.levels.map((name, index) => (
                <Radio
                  key={name}
                  value={String(index)}
                  label={
                    <Group gap="xs">
                      <span>{`${index + 1}. ${name}`}</span>
                      {state.levelsWon.includes(index) ? (
                        <Badge size="sm" color="teal" variant="light">
                          ✓ {t('home.levelWon')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group gap="lg">
            <Switch
              label={t('home.sound')}
              checked={!state.settings.muted}
              onChange={props.onToggleMute}
            />
            <Switch
              label={t('home.speech')}
              checked={state.settings.speech}
              onChange={props.onToggleSpeech}
            />
          </Group>
          <Group>
            <Button
              ref={play}
              size="lg"
              radius="xl"
              leftSection={<IconPlayerPlayFilled aria-hidden />}
              onClick={props.onStart}
            >
              {t('home.start')}
            </Button>
            <Button component={Link} to={menuPath} variant="subtle">
              {t('home.allGames')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
