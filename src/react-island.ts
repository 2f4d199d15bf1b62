/**
 * The island module of a React island, without React in it: what an island's `load()` imports is
 * this small chunk, so the entry stays React-free and names no React chunk. Its `mount` waits for the
 * page's load event, then fetches React (src/react-root.tsx and its `react` chunk) beside the
 * component (or, for an island whose chunk comes on a press, as soon as that chunk is in: see
 * `fetchWithChunk`), and mounts the component in a root of its own. A click before the island is live is
 * held by the entry meanwhile, which shows it busy in the click's own frame (strategies/interaction.ts).
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

/** How a React island fetches React and its component: at its mount, or as soon as its chunk is in. */
export interface ReactIslandOptions {
  /**
   * For an island whose chunk comes on a press (interaction strategy): the chunk fetches React and the
   * component too (after the load event, as ever), so the click finds all it needs on its way, even if
   * the line drops between the press and the click.
   */
  fetchWithChunk?: boolean;
}

/** The island module of `name`, whose component `loadComponent` imports; its mount resolves once the island is live. */
export function reactIsland<P extends object>(
  name: string,
  loadComponent: () => Promise<ComponentModule<P>>,
  options: ReactIslandOptions = {},
): IslandModule<P> {
  let fetching: Promise<[typeof import('./react-root.tsx'), ComponentModule<P>]> | undefined;
  const fetchReact = (): NonNullable<typeof fetching> => {
    // A failed fetch may succeed at the mount (flaky network): the rejection is not kept.
    fetching ??= afterLoad()
      .then(() => Promise.all([import('./react-root.tsx'), loadComponent()]))
      .catch((error: unknown) => {
        fetching = undefined;
        throw error;
      });
    return fetching;
  };
  // Ahead of the mount: its own await reports a failure.
  if (options.fetchWithChunk) fetchReact().catch(() => {});
  return {
    async mount(element: HTMLElement, props: P): Promise<Unmount> {
      const [{ mountIsland }, { default: component }] = await fetchReact();
      return mountIsland(name, element, component, props);
    },
  };
}
