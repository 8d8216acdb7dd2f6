import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconRotate,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { speak, stopSpeaking } from '../../../lib/speech';
import { INTRO_SCENES, SCENE_MS, SceneDrawing } from './intro-scenes';
import classes from './intro-video.module.css';
import type { WelcomeRole } from './welcome-content';

interface IntroVideoProps {
  /** Whose scenes: a student's way through Aula, or a tutor's. */
  role: WelcomeRole;
  /** Skipped, or watched to the end and continued. */
  onDone: () => void;
}

/**
 * The intro video: six animated scenes of about 5 seconds for the user's role, each with a
 * caption in the user's language that the browser reads aloud where it can. Play, pause, replay and skip are buttons.
 * For people who ask for less motion the scenes stand still and move on only with Previous and
 * Next.
 */
export function IntroVideo({ role, onDone }: IntroVideoProps) {
  const { t } = useTranslation('welcome');
  const language = useLanguage();
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const [index, setIndex] = useState(0);
  const [playRequested, setPlaying] = useState(true);
  // With less motion asked for, nothing plays by itself, whatever was asked before.
  const playing = playRequested && !reducedMotion;
  const [finished, setFinished] = useState(false);
  /** Time already shown of the current scene before the last pause. */
  const shownMs = useRef(0);
  const resumedAt = useRef(0);

  const scenes = INTRO_SCENES[role];
  const scene = scenes[index]!;
  const caption = t(`video.captions.${scene}`);
  const last = index === scenes.length - 1;

  // Each scene is read aloud as it comes, while the video plays or as the reader steps to it.
  useEffect(() => {
    if (playing || reducedMotion) speak(caption, language);
  }, [caption, language, playing, reducedMotion]);
  useEffect(() => () => stopSpeaking(), []);

  // Playing: the scene moves on when its time is up; the last one ends the video.
  useEffect(() => {
    if (!playing) return;
    resumedAt.current = Date.now();
    const timer = window.setTimeout(() => {
      shownMs.current = 0;
      if (last) {
        setPlaying(false);
        setFinished(true);
      } else {
        setIndex((current) => current + 1);
      }
    }, SCENE_MS - shownMs.current);
    return () => window.clearTimeout(timer);
  }, [playing, index, last]);

  function pause() {
    shownMs.current += Date.now() - resumedAt.current;
    setPlaying(false);
    stopSpeaking();
  }

  function replay() {
    shownMs.current = 0;
    setFinished(false);
    setIndex(0);
    setPlaying(true);
  }

  function goTo(next: number) {
    shownMs.current = 0;
    setIndex(next);
  }

  function skip() {
    stopSpeaking();
    onDone();
  }

  return (
    <Stack gap="sm" role="region" aria-label={t('video.label')}>
      <Box className={`${classes.stage} ${playing ? '' : classes.paused}`}>
        {/* A new scene starts its drawings afresh. */}
        <SceneDrawing key={scene} scene={scene} />
        {reducedMotion ? null : (
          <div
            key={`progress-${index}`}
            className={`${classes.progress} ${classes.progressRunning}`}
            style={{ animationDuration: `${SCENE_MS}ms` }}
            aria-hidden
          />
        )}
      </Box>
      <Text className={classes.caption} aria-live="polite">
        {caption}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('video.scene', { current: index + 1, total: scenes.length })}
      </Text>
      <Group justify="center" gap="sm">
        {reducedMotion ? (
          <>
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={18} aria-hidden />}
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              {t('video.previous')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={18} aria-hidden />}
              disabled={last}
              onClick={() => goTo(index + 1)}
            >
              {t('video.next')}
            </Button>
          </>
        ) : finished ? null : playing ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={18} aria-hidden />}
            onClick={pause}
          >
            {t('video.pause')}
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => setPlaying(true)}
          >
            {t('video.play')}
          </Button>
        )}
        {reducedMotion ? null : (
          <Button
            variant="default"
            leftSection={<IconRotate size={18} aria-hidden />}
            onClick={replay}
          >
            {t('video.replay')}
          </Button>
        )}
        <Button
          variant={finished || (reducedMotion && last) ? 'filled' : 'subtle'}
          rightSection={<IconPlayerSkipForward size={18} aria-hidden />}
          onClick={skip}
        >
          {finished || (reducedMotion && last) ? t('video.continue') : t('video.skip')}
        </Button>
      </Group>
    </Stack>
  );
}
