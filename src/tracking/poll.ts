/** Waits for something another script provides by polling for it (§9 gives the periods). */

/** Resolves with `read()`'s first non-null value, checked now and then every `everyMs`; with null once `upToMs` has passed without one. */
export function pollFor<T>(read: () => T | null, everyMs: number, upToMs: number): Promise<T | null> {
  return new Promise((resolve) => {
    let waited = 0;
    const check = (): void => {
      const value = read();
      if (value !== null || waited >= upToMs) resolve(value);
      else {
        waited += everyMs;
        setTimeout(check, everyMs);
      }
    };
    check();
  });
}
