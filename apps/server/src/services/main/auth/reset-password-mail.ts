import type { OutgoingMail } from '../../../platform/mail';
import { translate } from '../../../platform/i18n';
import type { UserRow } from '../../../domain/users/users-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The reset mail in the user's own language, as plain text and HTML. */
export function resetPasswordMail(user: UserRow, link: string, minutes: number): OutgoingMail {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(user.language, `auth.resetMail.${key}`, params);
  const greeting = t('greeting', { name: user.firstname });
  const body = t('body', { username: user.username, minutes });
  const ignore = t('ignore');
  return {
    to: user.email ?? '',
    subject: t('subject'),
    text: `${greeting}\n\n${body}\n${link}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
