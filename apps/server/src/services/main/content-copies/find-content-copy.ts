import { notFound } from '../../../platform/errors';
import type { ContentCopiesRepository, ContentCopyRow } from './content-copies-repository';

/** The copy, or 404. */
export async function findContentCopy(
  copies: ContentCopiesRepository,
  id: number,
): Promise<ContentCopyRow> {
  const copy = await copies.find(id);
  if (!copy) throw notFound();
  return copy;
}
