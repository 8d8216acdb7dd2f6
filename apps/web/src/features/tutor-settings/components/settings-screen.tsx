import { Anchor, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { lazyComponent } from '../../../lib/lazy-screen';
import { toId } from '../../../lib/route-ids';
import { SettingsCard } from './settings-card';
import { LATER_SECTIONS, SECTIONS, STUDY_SECTION } from './settings-sections';
import { StudySection } from './study-section';

const LaterSections = lazyComponent(() =>
  import('./later-sections').then((module) => module.LaterSections),
);

/** The later sections' cards while their code arrives: headings at once, bodies to come. */
function LaterSectionsLoading() {
  const { t } = useTranslation('common');
  return LATER_SECTIONS.map((section) => (
    <SettingsCard key={section.id} section={section}>
      <Stack gap="xs" role="status">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height={36} maw={360} aria-hidden />
      </Stack>
    </SettingsCard>
  ));
}

/**
 * Scrolls to the section of the URL's #anchor: the router does not. Rendered after the later
 * sections, so it runs once every section is drawn and the page no longer grows above it.
 */
function ScrollToSection({ focusStudentId }: { focusStudentId: number | null }) {
  const { hash } = useLocation();
  useEffect(() => {
    // A student in the URL scrolls to their own row instead (the study section does that).
    const section = hash.slice(1);
    if (focusStudentId !== null || !SECTIONS.some(({ id }) => id === section)) return;
    document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [hash, focusStudentId]);
  return null;
}

/**
 * /settings: every section of SECTIONS as a card with its own anchor (`?student=ID` scrolls
 * the study section to one student's row instead).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [searchParams] = useSearchParams();
  const focusStudentId = toId(searchParams.get('student'));

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
        <SettingsCard section={STUDY_SECTION}>
          <StudySection focusStudentId={focusStudentId} />
        </SettingsCard>
        <Suspense fallback={<LaterSectionsLoading />}>
          <LaterSections />
          <ScrollToSection focusStudentId={focusStudentId} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
