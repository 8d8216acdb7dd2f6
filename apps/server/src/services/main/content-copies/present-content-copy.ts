import type { ContentCopy, Language } from '@aula/shared';
import { translate } from '../../../platform/i18n';
import type { ContentCopyRow } from './content-copies-repository';

/** A copy as the API answers it: its progress in percent and its error in the language. */
export function presentContentCopy(copy: ContentCopyRow, language: Language): ContentCopy {
  return {
    id: copy.id,
    disc: copy.disc,
    pack_id: copy.pack_id,
    pack_title: { en: copy.pack_title_en, es: copy.pack_title_es },
    grade_ids: copy.grade_ids,
    status: copy.status,
    bytes_done: copy.bytes_done,
    bytes_total: copy.bytes_total,
    percent:
      copy.status === 'done' || copy.bytes_total === 0
        ? copy.status === 'done'
          ? 100
          : 0
        : Math.min(100, Math.floor((copy.bytes_done / copy.bytes_total) * 100)),
    error: copy.error_key
      ? translate(language, copy.error_key, {
          file: copy.error_detail ?? '',
          detail: copy.error_detail ?? '',
          disc: copy.disc,
        })
      : null,
    started_at: copy.started_at,
    updated_at: copy.updated_at,
    finished_at: copy.finished_at,
  };
}
