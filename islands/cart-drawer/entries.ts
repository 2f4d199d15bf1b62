/** The drawer's shown things (panel messages, item errors) are maps its component keeps in state. */

/** `current` with `key` set to `value`, or without `key` when `value` is null; a key set again keeps its place in the order. */
export function withEntry<K, V>(current: ReadonlyMap<K, V>, key: K, value: V | null): ReadonlyMap<K, V> {
  const next = new Map(current);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
