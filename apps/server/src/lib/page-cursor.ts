import { PAGE_CURSOR_INVALID } from '@groupgift/domain';
import { decodeCursor, type KeysetKey } from '../db/keyset-cursor';
import { AppError } from './app-error';

/**
 * The key inside `?cursor=` for a list sorted on keys `isKey` accepts; null for the first page. A
 * cursor that is well formed but not one this list made (edited, or from another list) is the same
 * 400 as a malformed one, with the same words, never a database error.
 */
export function afterKey<Key extends KeysetKey>(
  cursor: string | undefined,
  isKey: (key: KeysetKey) => key is Key,
): Key | null {
  if (cursor === undefined) return null;
  const key = decodeCursor(cursor);
  if (key && isKey(key)) return key;
  throw new AppError(400, 'validation_failed', PAGE_CURSOR_INVALID, { fieldErrors: { cursor: [PAGE_CURSOR_INVALID] } });
}
