/**
 * Readers of the platform's config globals that the entry needs at start-up, kept
 * apart from the full config reader (config.ts) so the entry stays small.
 */

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function globalRecord(name: string): Json {
  const value: unknown = (globalThis as Record<string, unknown>)[name];
  return isRecord(value) ? value : {};
}

export function str(source: Json, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** The platform's session-storage keys of the cached cart (`wc_cart_fragments_params`). */
export interface CacheKeys {
  fragmentsKey: string;
  cartHashKey: string;
}

/**
 * Just the cached cart's keys: what the entry needs at start-up, without pulling the whole
 * config reader into the entry.
 */
export function readCacheKeys(): CacheKeys {
  const fragments = globalRecord('wc_cart_fragments_params');
  return { fragmentsKey: str(fragments, 'fragment_name', 'wc_fragments'), cartHashKey: str(fragments, 'cart_hash_key', 'wc_cart_hash') };
}
