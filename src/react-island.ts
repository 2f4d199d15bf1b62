/**
 * The island module of a React island, without React in it: what an island's `load()` imports is
 * this small chunk, so the entry stays React-free and names no React chunk. Loading it (the island's
 * turn, or a press that warms it) fetches React (src/react-root.tsx and its `react` chunk) beside the
 * component once the page's load event has passed; its `mount` mounts the component in a root of its
 * own when they are in. A click before the island is live is held by the entry meanwhile, which shows
 * it busy in the click's own frame (strategies/interaction.ts).
 */
import type { ComponentType } from 'react';
import type { IslandModule, Unmount } from './island.ts';
import type { IslandProps } from './react-root.tsx';
import { warn } from '../dom-bridge/warn.ts';

/** Resolves once the page's load event has passed: React is never fetched before it (issue 26). */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** A component module as `import()` gives it: the island's component is its default export. */
export type ComponentModule<P> = { default: ComponentType<P & IslandProps> };

/** The island module of `name`, whose component `loadComponent` imports; its mount resolves once the island is live. */
export function reactIsland<P extends object>(name: string, loadComponent: () => Promise<ComponentModule<P>>): IslandModule<P> {
  let fetching: Promise<[typeof import('./react-root.tsx'), ComponentModule<P>]> | undefined;
  // One fetch for the warm-up and the mount; a failed one is tried again by the next mount.
  const fetchCode = (): NonNullable<typeof fetching> =>
    (fetching ??= afterLoad()
      .then(() => Promise.all([import('./react-root.tsx'), loadComponent()]))
      .catch((error: unknown) => {
        fetching = undefined;
        throw error;
      }));
  // A press warms the island before its click: the code the click needs is then on its way, or in
  // (a shopper who goes offline between the two is still told what failed, by the island).
  fetchCode().catch(() => {});
  return {
    async mount(element: HTMLElement, props: P): Promise<Unmount> {
      const [{ mountIsland }, { default: component }] = await fetchCode();
      return mountIsland(name, element, component, props);
    },
  };
}

/** A view mounted when it is wanted (reactView): wake it, or take it back with its island. */
export interface WakeableView {
  /** Fetches React and the view (after the load event) and mounts it; repeats are no-ops. */
  wake(): void;
  unmount: Unmount;
}

/**
 * The view of an island whose own work is plain, so that it never waits for React (the money path:
 * the add, the header count, the button's state). The view renders what the island creates, in a
 * root of its own on the claimed `element`, once `wake` is called: the island wakes it on the
 * shopper's intent, so a page nobody touches fetches no React for it. Until then its store holds
 * what the view will show.
 */
export function reactView<P extends object>(
  name: string,
  element: HTMLElement,
  loadView: () => Promise<ComponentModule<P>>,
  props: P,
): WakeableView {
  let mounting: Promise<void> | undefined;
  let unmountView: Unmount | undefined;
  const gone = new AbortController();
  const mount = async (): Promise<void> => {
    await afterLoad();
    const [{ mountIsland }, { default: view }] = await Promise.all([import('./react-root.tsx'), loadView()]);
    if (gone.signal.aborted) return;
    unmountView = await mountIsland(name, element, view, props, gone.signal);
  };
  return {
    wake() {
      mounting ??= mount().catch((error: unknown) => {
        if (gone.signal.aborted) return;
        // Offline, say: the next intent tries again; the island's own work goes on meanwhile.
        mounting = undefined;
        warn(`${name}: its view could not start.`, error);
      });
    },
    unmount() {
      gone.abort();
      unmountView?.();
    },
  };
}
