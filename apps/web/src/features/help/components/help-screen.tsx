import type { RoleName } from '@aula/shared';
import { Anchor, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { AboutSection } from './about-section';
import type { HelpSectionId } from './help-section';
import { HELP_SECTION_IDS, HelpSection } from './help-section';
import {
  ContactSection,
  ParentsGuideSection,
  SupportSection,
  WarrantySection,
} from './help-sections';
import classes from './help.module.css';
import { HowToList } from './how-to-list';
import { STUDENT_HOW_TOS } from './student-how-tos';
import { TUTOR_HOW_TOS } from './tutor-how-tos';

type HelpRole = Extract<RoleName, 'student' | 'tutor'>;

const SECTIONS: Record<HelpRole, HelpSectionId[]> = {
  student: [
    HELP_SECTION_IDS.tutorials,
    HELP_SECTION_IDS.support,
    HELP_SECTION_IDS.contact,
    HELP_SECTION_IDS.warranty,
    HELP_SECTION_IDS.about,
  ],
  tutor: [
    HELP_SECTION_IDS.tutorials,
    HELP_SECTION_IDS.parentsGuide,
    HELP_SECTION_IDS.support,
    HELP_SECTION_IDS.contact,
    HELP_SECTION_IDS.warranty,
    HELP_SECTION_IDS.about,
  ],
};

const SECTION_TITLES = {
  tutorials: 'tutorials.heading',
  'parents-guide': 'parentsGuide.heading',
  support: 'support.heading',
  contact: 'contact.heading',
  warranty: 'warranty.heading',
  about: 'about.heading',
} as const satisfies Record<HelpSectionId, string>;

/** Scrolls to a section and moves the focus to its heading, so reading goes on from there. */
function goToSection(id: string) {
  const heading = document.getElementById(`${id}-heading`);
  if (!heading) return;
  // Optional: test DOMs (jsdom) do not implement scrolling.
  heading.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

function TableOfContents({ sections }: { sections: HelpSectionId[] }) {
  const { t } = useTranslation('help');
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    goToSection(id);
  };
  return (
    <Box component="nav" aria-labelledby="help-toc-title" className={classes.toc} data-print-hidden>
      <Text fw={600} id="help-toc-title" mb={4}>
        {t('toc.label')}
      </Text>
      <List spacing={2} listStyleType="none">
        {sections.map((id) => (
          <List.Item key={id}>
            <Anchor href={`#${id}`} onClick={jump(id)}>
              {t(SECTION_TITLES[id])}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** The help of one role (/help in the student's and the tutor's layouts), printable whole. */
export function HelpScreen({ role }: { role: HelpRole }) {
  const { t } = useTranslation('help');
  const { hash } = useLocation();
  const sections = SECTIONS[role];

  // Opened at /help#support (a link from elsewhere): show that section.
  useEffect(() => {
    if (hash) goToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  const content: Record<HelpSectionId, ReactNode> = {
    tutorials: (
      <HelpSection id={HELP_SECTION_IDS.tutorials} heading={t('tutorials.heading')}>
        <Text>{role === 'student' ? t('tutorials.studentIntro') : t('tutorials.intro')}</Text>
        <HowToList howTos={role === 'student' ? STUDENT_HOW_TOS : TUTOR_HOW_TOS} />
      </HelpSection>
    ),
    'parents-guide': <ParentsGuideSection />,
    support: <SupportSection role={role} />,
    contact: <ContactSection role={role} />,
    warranty: <WarrantySection />,
    about: <AboutSection />,
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageHeader
          title={t('heading')}
          intro={role === 'student' ? t('studentIntro') : t('intro')}
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          data-print-hidden
        >
          {t('print')}
        </Button>
      </Group>
      <Stack gap="xl">
        <TableOfContents sections={sections} />
        {sections.map((id) => (
          <Box key={id}>{content[id]}</Box>
        ))}
      </Stack>
    </Stack>
  );
}

export function TutorHelpScreen() {
  return <HelpScreen role="tutor" />;
}

export function StudentHelpScreen() {
  return <HelpScreen role="student" />;
}
