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

type SectionKey =
  | 'study'
  | 'emailReports'
  | 'introVideo'
  | 'lessonAudio'
  | 'worksheets'
  | 'language'
  | 'copyContent'
  | 'webTrial';

interface SettingsSection {
  /** The card's anchor (`/settings#email-reports`). */
  id: string;
  /** Where its heading and intro are in the settings namespace. */
  key: SectionKey;
  icon: ReactNode;
  render: (focusStudentId: number | null) => ReactNode;
}

/** The sections of spec section 2's settings, in its order; the page's links follow it. */
const SECTIONS: SettingsSection[] = [
  {
    id: 'study',
    key: 'study',
    icon: <IconSchool size={22} />,
    render: (focusStudentId) => <StudySection focusStudentId={focusStudentId} />,
  },
  {
    id: 'email-reports',
    key: 'emailReports',
    icon: <IconMail size={22} />,
    render: () => <EmailReportsSection />,
  },
  {
    id: 'intro-video',
    key: 'introVideo',
    icon: <IconMovie size={22} />,
    render: () => <IntroVideoSection />,
  },
  {
    id: 'lesson-audio',
    key: 'lessonAudio',
    icon: <IconHeadphones size={22} />,
    render: () => <LessonAudioSection />,
  },
  {
    id: 'worksheets',
    key: 'worksheets',
    icon: <IconPrinter size={22} />,
    render: () => <WorksheetsSection />,
  },
  {
    id: 'language',
    key: 'language',
    icon: <IconLanguage size={22} />,
    render: () => <LanguageSection />,
  },
  {
    id: 'copy-content',
    key: 'copyContent',
    icon: <IconDisc size={22} />,
    render: () => <CopyContentSection />,
  },
  {
    id: 'web-trial',
    key: 'webTrial',
    icon: <IconShieldCheck size={22} />,
    render: () => <WebTrialSection />,
  },
];

interface SettingsCardProps {
  id: string;
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
 * /settings: every section of SECTIONS as a card with its own anchor (`?student=ID` scrolls
 * the study section to one student's row instead).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const focusStudentId = toId(searchParams.get('student'));

  useEffect(() => {
    // The router does not scroll to #anchors; a student in the URL scrolls to their own row.
    const section = hash.slice(1);
    if (focusStudentId !== null || !SECTIONS.some(({ id }) => id === section)) return;
    document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [hash, focusStudentId]);

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Group component="nav" aria-label={t('sectionsLabel')} gap="lg" mb="md">
        {SECTIONS.map(({ id, key }) => (
          <Anchor key={id} href={`#${id}`}>
            {t(`${key}.heading`)}
          </Anchor>
        ))}
      </Group>
      <Stack gap="lg">
        {SECTIONS.map(({ id, key, icon, render }) => (
          <SettingsCard
            key={id}
            id={id}
            icon={icon}
            title={t(`${key}.heading`)}
            intro={t(`${key}.intro`)}
          >
            {render(focusStudentId)}
          </SettingsCard>
        ))}
      </Stack>
    </Stack>
  );
}
