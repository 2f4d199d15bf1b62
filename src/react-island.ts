/**
 * The island module of a React island, without React in it: what an island's `load()` imports is
 * this small chunk, so the entry stays React-free and names no React chunk. Its `mount` waits for the
 * page's load event, then fetches React (src/react-root.tsx and its `react` chunk) beside the
 * component, and mounts the component in a root of its own. React and the component set off as soon as
 * the island's module is there (it calls reactIsland as it loads; never before the load event), so a
 * press that fetched it has them on their way before the click. A click before the island is live is held by the entry meanwhile, which shows it busy in
 * the click's own frame (strategies/interaction.ts).
 */
import type { ComponentType } from 'react';
import type { IslandModule, Unmount } from './island.ts';
import type { IslandProps } from './react-root.tsx';

/** Resolves once the page's load event has passed: React is never fetched before it (issue 26). */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** A component module as `import()` gives it: the island's component is its default export. */
export type ComponentModule<P> = { default: ComponentType<P & IslandProps> };

/** The island module of `name`, whose component `loadComponent` imports; its mount resolves once the island is live. */
export function reactIsland<P extends object>(name: string, loadComponent: () => Promise<ComponentModule<P>>): IslandModule<P> {
  let parts: Promise<[typeof import('./react-root.tsx'), ComponentModule<P>]> | undefined;
  // React and the component, once, after the load event; a failed fetch (offline) is tried again by the next call.
  const fetchParts = (): NonNullable<typeof parts> => {
    if (!parts) {
      const fetching = afterLoad().then(() => Promise.all([import('./react-root.tsx'), loadComponent()]));
      fetching.catch(() => {
        if (parts === fetching) parts = undefined;
      });
      parts = fetching;
    }
    return parts;
  };
  // The island's module is fetched on the shopper's intent (a press) or as the island wakes: React sets off with it, not at the click.
  fetchParts().catch(() => {});
  return {
    async mount(element: HTMLElement, props: P): Promise<Unmount> {
      const [{ mountIsland }, { default: component }] = await fetchParts();
      return mountIsland(name, element, component, props);
    },
  };
}
