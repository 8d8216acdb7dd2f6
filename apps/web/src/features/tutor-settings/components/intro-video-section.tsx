import { Anchor, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaSwitch } from './media-switch';

/** Whether the welcome starts with the intro video, for the tutor and their students. */
export function IntroVideoSection() {
  const { t } = useTranslation('settings');
  return (
    <MediaSwitch setting="intro_video_enabled">
      <Anchor component={Link} to="/welcome" size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={6} component="span">
          <IconPlayerPlay size={16} aria-hidden />
          <Text span inherit>
            {t('introVideo.watch')}
          </Text>
        </Group>
      </Anchor>
    </MediaSwitch>
  );
}
