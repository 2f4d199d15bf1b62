/** Hydrates when the browser is idle; falls back to a timer where requestIdleCallback is missing (Safari). */
export function onIdle(hydrate: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(hydrate, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(hydrate, 200);
  return () => clearTimeout(handle);
}
