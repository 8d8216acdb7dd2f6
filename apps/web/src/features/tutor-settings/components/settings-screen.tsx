import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconDisc,
  IconHeadphones,
  IconLanguage,
  IconMail,
  IconMovie,
  IconPrinter,
  IconSchool,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toId } from '../../../lib/route-ids';
import { CopyContentSection } from './copy-content-section';
import { EmailReportsSection } from './email-reports-section';
import { IntroVideoSection } from './intro-video-section';
import { LanguageSection } from './language-section';
import { LessonAudioSection } from './lesson-audio-section';
import { StudySection } from './study-section';
import { WebTrialSection } from './web-trial-section';
import { WorksheetsSection } from './worksheets-section';

const SECTION_IDS = [
  'study',
  'email-reports',
  'intro-video',
  'lesson-audio',
  'worksheets',
  'language',
  'copy-content',
  'web-trial',
] as const;

interface SettingsCardProps {
  id: (typeof SECTION_IDS)[number];
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}

function SettingsCard({ id, icon, title, intro, children }: SettingsCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="lg"
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /settings: each student's test settings (#study, ?student=ID to go to one), the reports
 * mailed to the tutor (#email-reports), whether students may print worksheets (#worksheets) and
 * the tutor's interface language (#language), and copying content from a disc with where
 * lessons are read from (#copy-content).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const focusStudentId = toId(searchParams.get('student'));

  useEffect(() => {
    // The router does not scroll to #anchors; a student in the URL scrolls to their own row.
    const section = hash.slice(1);
    if (focusStudentId !== null || !(SECTION_IDS as readonly string[]).includes(section)) return;
    document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [hash, focusStudentId]);

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Group component="nav" aria-label={t('sectionsLabel')} gap="lg" mb="md">
        <Anchor href="#study">{t('study.heading')}</Anchor>
        <Anchor href="#email-reports">{t('emailReports.heading')}</Anchor>
        <Anchor href="#intro-video">{t('introVideo.heading')}</Anchor>
        <Anchor href="#lesson-audio">{t('lessonAudio.heading')}</Anchor>
        <Anchor href="#worksheets">{t('worksheets.heading')}</Anchor>
        <Anchor href="#language">{t('language.heading')}</Anchor>
        <Anchor href="#copy-content">{t('copyContent.heading')}</Anchor>
        <Anchor href="#web-trial">{t('webTrial.heading')}</Anchor>
      </Group>
      <Stack gap="lg">
        <SettingsCard
          id="study"
          icon={<IconSchool size={22} />}
          title={t('study.heading')}
          intro={t('study.intro')}
        >
          <StudySection focusStudentId={focusStudentId} />
        </SettingsCard>
        <SettingsCard
          id="email-reports"
          icon={<IconMail size={22} />}
          title={t('emailReports.heading')}
          intro={t('emailReports.intro')}
        >
          <EmailReportsSection />
        </SettingsCard>
        <SettingsCard
          id="intro-video"
          icon={<IconMovie size={22} />}
          title={t('introVideo.heading')}
          intro={t('introVideo.intro')}
        >
          <IntroVideoSection />
        </SettingsCard>
        <SettingsCard
          id="lesson-audio"
          icon={<IconHeadphones size={22} />}
          title={t('lessonAudio.heading')}
          intro={t('lessonAudio.intro')}
        >
          <LessonAudioSection />
        </SettingsCard>
        <SettingsCard
          id="worksheets"
          icon={<IconPrinter size={22} />}
          title={t('worksheets.heading')}
          intro={t('worksheets.intro')}
        >
          <WorksheetsSection />
        </SettingsCard>
        <SettingsCard
          id="language"
          icon={<IconLanguage size={22} />}
          title={t('language.heading')}
          intro={t('language.intro')}
        >
          <LanguageSection />
        </SettingsCard>
        <SettingsCard
          id="copy-content"
          icon={<IconDisc size={22} />}
          title={t('copyContent.heading')}
          intro={t('copyContent.intro')}
        >
          <CopyContentSection />
        </SettingsCard>
        <SettingsCard
          id="web-trial"
          icon={<IconShieldCheck size={22} />}
          title={t('webTrial.heading')}
          intro={t('webTrial.intro')}
        >
          <WebTrialSection />
        </SettingsCard>
      </Stack>
    </Stack>
  );
}
