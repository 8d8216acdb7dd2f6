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

export type SectionKey =
  | 'study'
  | 'emailReports'
  | 'introVideo'
  | 'lessonAudio'
  | 'worksheets'
  | 'language'
  | 'copyContent'
  | 'webTrial';

/** The sections whose code arrives after the screen's (later-sections.tsx). */
export type LaterSectionKey = Exclude<SectionKey, 'study'>;

export interface SettingsSection<Key extends SectionKey = SectionKey> {
  /** The card's anchor (`/settings#email-reports`). */
  id: string;
  /** Where its heading and intro are in the settings namespace. */
  key: Key;
  icon: ReactNode;
}

/** The first section: the students' tests, the reason most tutors open the settings. */
export const STUDY_SECTION: SettingsSection = {
  id: 'study',
  key: 'study',
  icon: <IconSchool size={22} />,
};

/** The sections after it, whose code arrives just after the screen shows (later-sections.tsx). */
export const LATER_SECTIONS: SettingsSection<LaterSectionKey>[] = [
  { id: 'email-reports', key: 'emailReports', icon: <IconMail size={22} /> },
  { id: 'intro-video', key: 'introVideo', icon: <IconMovie size={22} /> },
  { id: 'lesson-audio', key: 'lessonAudio', icon: <IconHeadphones size={22} /> },
  { id: 'worksheets', key: 'worksheets', icon: <IconPrinter size={22} /> },
  { id: 'language', key: 'language', icon: <IconLanguage size={22} /> },
  { id: 'copy-content', key: 'copyContent', icon: <IconDisc size={22} /> },
  { id: 'web-trial', key: 'webTrial', icon: <IconShieldCheck size={22} /> },
];

/** The settings in docs/product-rules.md#settings, in that order; the page's links follow it. */
export const SECTIONS: SettingsSection[] = [STUDY_SECTION, ...LATER_SECTIONS];
