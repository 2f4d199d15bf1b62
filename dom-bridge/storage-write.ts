/**
 * Web Storage writes that never throw (see storage.ts): only the cart cache writes, so this
 * stays out of the entry, which only reads.
 */
import type { StorageArea } from './storage.ts';

/** Stores `value`, or removes the key for null. */
export function writeStorage(area: StorageArea, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Quota or private mode: see storage.ts.
  }
}
