import type { Language } from '@aula/shared';
import { formatDuration, formatPercentage } from '@aula/shared';
import { translate } from '../../../platform/i18n';
import type { OutgoingMail } from '../../../platform/mail';
import type { StudentReportFigures } from './report-figures-repository';
import type { ReportPeriod } from './report-periods';

export interface ReportMailInput {
  to: string;
  language: Language;
  tutorFirstname: string;
  period: ReportPeriod;
  students: StudentReportFigures[];
  /** The web app's public address (publicWebUrl): links are left out without it. */
  webUrl: string | undefined;
  messageId: string;
}

/** Every name, title and text goes through this before it reaches the HTML part. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** "Sunday, November 22, 2026" for a day; "November 16 – 22, 2026" for a week. */
export function describePeriod(period: ReportPeriod, language: Language): string {
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  // The days are the tutor's calendar days already: formatted as such, in UTC.
  if (period.frequency === 'daily') {
    return new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).format(asDate(period.firstDay));
  }
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).formatRange(asDate(period.firstDay), asDate(period.lastDay));
}

interface StudentBlock {
  name: string;
  firstname: string;
  time: string;
  lessons: string[];
  tests: string[];
  needsHelp: string[];
  link: string | null;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The report mail: a plain-text part and an HTML part with the same content, in the tutor's
 * language. Per student: time studied, lessons completed, tests with their percentage and
 * letter grade, and the lessons they need help with.
 */
export function composeReport(input: ReportMailInput): OutgoingMail {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(input.language, `emailReport.${key}`, params);
  const periodText = describePeriod(input.period, input.language);
  const subject = t(`subject.${input.period.frequency}`, { period: periodText });
  const greeting = t('greeting', { name: input.tutorFirstname });
  const intro = t(`intro.${input.period.frequency}`, { period: periodText });
  const webUrl = input.webUrl ? withoutTrailingSlash(input.webUrl) : null;
  const settingsLink = webUrl ? `${webUrl}/settings#email-reports` : null;

  const blocks: StudentBlock[] = input.students.map((student) => ({
    name: `${student.firstname} ${student.lastname}`,
    firstname: student.firstname,
    time: formatDuration(student.seconds),
    lessons: student.lessons_completed.map((lesson) => lesson.title),
    tests: student.tests.map((test) =>
      t('test', {
        topic: test.cluster_title,
        subject: test.subject_name,
        percent: formatPercentage(test.percent, input.language),
        grade: test.grade,
      }),
    ),
    needsHelp: student.needs_help.map((lesson) =>
      t('needsHelpLesson', {
        lesson: lesson.lesson_title,
        topic: lesson.cluster_title,
        subject: lesson.subject_name,
        count: lesson.failed_quizzes,
      }),
    ),
    link: webUrl ? `${webUrl}/students/${student.id}/reports` : null,
  }));

  return {
    to: input.to,
    subject,
    messageId: input.messageId,
    text: textPart({ t, greeting, intro, blocks, settingsLink }),
    html: htmlPart({ t, language: input.language, subject, greeting, intro, blocks, settingsLink }),
  };
}

interface PartInput {
  t: (key: string, params?: Record<string, string | number>) => string;
  greeting: string;
  intro: string;
  blocks: StudentBlock[];
  settingsLink: string | null;
}

function textPart({ t, greeting, intro, blocks, settingsLink }: PartInput): string {
  const lines = [greeting, '', intro, ''];
  if (blocks.length === 0) lines.push(t('noStudents'), '');
  const list = (label: string, items: string[]) => {
    lines.push(`  ${label}: ${items.length === 0 ? t('none') : items.length}`);
    for (const item of items) lines.push(`    - ${item}`);
  };
  for (const block of blocks) {
    lines.push(block.name, `  ${t('timeStudied')}: ${block.time}`);
    list(t('lessonsCompleted'), block.lessons);
    list(t('testsTaken'), block.tests);
    if (block.needsHelp.length > 0) {
      lines.push(`  ${t('needsHelp')}:`);
      for (const item of block.needsHelp) lines.push(`    - ${item}`);
    }
    if (block.link) lines.push(`  ${t('reportsLink', { name: block.firstname })}: ${block.link}`);
    lines.push('');
  }
  lines.push('--', t('footer'));
  if (settingsLink) lines.push(`${t('settingsLink')}: ${settingsLink}`);
  return `${lines.join('\n')}\n`;
}

const styles = {
  body: 'margin:0;padding:16px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5',
  card: 'max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px',
  student: 'border-top:1px solid #dee2e6;margin-top:20px;padding-top:16px',
  label: 'text-align:left;padding:2px 16px 2px 0;font-weight:bold;vertical-align:top',
  needsHelp: 'margin:12px 0 0;padding:8px 12px;background:#fff4e6;border-radius:8px',
  footer: 'margin-top:24px;font-size:13px;color:#495057',
};

function htmlPart({
  t,
  language,
  subject,
  greeting,
  intro,
  blocks,
  settingsLink,
}: PartInput & { language: Language; subject: string }): string {
  const e = escapeHtml;
  const list = (items: string[]) =>
    items.length === 0
      ? ''
      : `<ul style="margin:4px 0 0;padding-left:20px">${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`;
  const count = (items: string[]) => (items.length === 0 ? e(t('none')) : String(items.length));

  const students = blocks.map(
    (block) => `<div style="${styles.student}">
<h2 style="margin:0 0 8px;font-size:18px">${e(block.name)}</h2>
<table role="presentation" cellpadding="0" cellspacing="0">
<tr><th scope="row" style="${styles.label}">${e(t('timeStudied'))}</th><td>${e(block.time)}</td></tr>
<tr><th scope="row" style="${styles.label}">${e(t('lessonsCompleted'))}</th><td>${count(block.lessons)}${list(block.lessons)}</td></tr>
<tr><th scope="row" style="${styles.label}">${e(t('testsTaken'))}</th><td>${count(block.tests)}${list(block.tests)}</td></tr>
</table>
${block.needsHelp.length > 0 ? `<div style="${styles.needsHelp}"><strong>${e(t('needsHelp'))}</strong>${list(block.needsHelp)}</div>` : ''}
${block.link ? `<p style="margin:12px 0 0"><a href="${e(block.link)}">${e(t('reportsLink', { name: block.firstname }))}</a></p>` : ''}
</div>`,
  );

  return `<!DOCTYPE html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
<h1 style="margin:0 0 16px;font-size:22px">${e(subject)}</h1>
<p>${e(greeting)}</p>
<p>${e(intro)}</p>
${blocks.length === 0 ? `<p>${e(t('noStudents'))}</p>` : students.join('\n')}
<p style="${styles.footer}">${e(t('footer'))}${settingsLink ? ` <a href="${e(settingsLink)}">${e(t('settingsLink'))}</a>` : ''}</p>
</div>
</body>
</html>
`;
}
