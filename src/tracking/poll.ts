/** Waits for something another script provides by polling for it (§9 gives the periods). */

/**
 * Resolves with `read()`'s first non-null value, checked now and then every `everyMs`; with null
 * once `upToMs` has passed without one. `signal` stops the polling (resolves null).
 */
export function pollFor<T>(read: () => T | null, everyMs: number, upToMs: number, signal?: AbortSignal): Promise<T | null> {
  return new Promise((resolve) => {
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (): void => {
      clearTimeout(timer);
      resolve(null);
    };
    const check = (): void => {
      const value = signal?.aborted ? null : read();
      if (value !== null || signal?.aborted || waited >= upToMs) {
        signal?.removeEventListener('abort', stop);
        resolve(value);
        return;
      }
      waited += everyMs;
      timer = setTimeout(check, everyMs);
    };
    signal?.addEventListener('abort', stop, { once: true });
    check();
  });
}
