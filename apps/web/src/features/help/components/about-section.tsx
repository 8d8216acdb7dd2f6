import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentBuildId } from '../../../lib/app-build';
import { HELP_SECTION_IDS, HelpSection } from './help-section';

/** The welcome again, and which build of Aula this is (support asks for it). */
export function AboutSection() {
  const { t } = useTranslation('help');
  const build = currentBuildId();
  return (
    <HelpSection id={HELP_SECTION_IDS.about} heading={t('about.heading')}>
      <Text>{t('about.text')}</Text>
      <Group>
        <Button
          component={Link}
          to="/welcome"
          variant="light"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          data-print-hidden
        >
          {t('about.watchWelcome')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-testid="build-id">
        {t('about.build', { build: build ?? t('about.devBuild') })}
      </Text>
    </HelpSection>
  );
}
