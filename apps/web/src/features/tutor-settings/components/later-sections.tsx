import type { ReactNode } from 'react';
import { CopyContentSection } from './copy-content-section';
import { EmailReportsSection } from './email-reports-section';
import { IntroVideoSection } from './intro-video-section';
import { LanguageSection } from './language-section';
import { LessonAudioSection } from './lesson-audio-section';
import { SettingsCard } from './settings-card';
import type { LaterSectionKey } from './settings-sections';
import { LATER_SECTIONS } from './settings-sections';
import { WebTrialSection } from './web-trial-section';
import { WorksheetsSection } from './worksheets-section';

const BODIES: Record<LaterSectionKey, ReactNode> = {
  emailReports: <EmailReportsSection />,
  introVideo: <IntroVideoSection />,
  lessonAudio: <LessonAudioSection />,
  worksheets: <WorksheetsSection />,
  language: <LanguageSection />,
  copyContent: <CopyContentSection />,
  webTrial: <WebTrialSection />,
};

/**
 * The settings after the study section. Their code (forms, switches, the disc copy) is a chunk of
 * its own, fetched as the settings screen shows, so the screen's first view (the students' tests)
 * does not wait for it (docs/web-performance.md#lazy-dialogs-popups-and-other-late-pieces).
 */
export function LaterSections() {
  return LATER_SECTIONS.map((section) => (
    <SettingsCard key={section.id} section={section}>
      {BODIES[section.key]}
    </SettingsCard>
  ));
}
