/**
 * Web Storage that never throws: storage that is missing or refuses (Safari private mode,
 * quota, sandboxed frames) reads as empty and drops writes. Everything kept there is an
 * optimisation the next page can do without.
 */
export type StorageArea = 'sessionStorage' | 'localStorage';

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key for null. */
export function writeStorage(area: StorageArea, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Quota or private mode: see above.
  }
}
