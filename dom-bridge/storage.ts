/**
 * Web Storage that never throws: storage that is missing or refuses (Safari private mode,
 * quota, sandboxed frames) reads as empty and drops writes. Everything kept there is an
 * optimisation the next page can do without.
 *
 * The entry only reads (may this visitor have a cart?); writes are in storage-write.ts, so
 * they load with the cart code, not on every page (docs/CONTRIBUTING.md "Entry weight").
 */
export type StorageArea = 'sessionStorage' | 'localStorage';

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}
