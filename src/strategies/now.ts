/** Hydrates at once (still after the runtime yields between islands). */
export function onNow(hydrate: () => void): () => void {
  hydrate();
  return () => {};
}
