/**
 * What an island is: existing server markup it claims by selector, props parsed
 * from that markup, a hydration strategy and a lazily imported module.
 */
import { onIdle } from './strategies/idle.ts';

/** Undoes everything a mount did: listeners, timers, subscriptions, React roots. */
export type Unmount = () => void;

/** When an island's chunk is fetched and mounted. */
export type HydrateStrategy =
  | { on: 'now' }
  | { on: 'idle'; timeoutMs?: number }
  | { on: 'visible'; rootMargin?: string }
  /**
   * First click inside the element (or on `trigger` inside it) loads the island; the click is replayed once it
   * is live. With `anywhere`, `trigger` may sit anywhere on the page (a header link that opens a drawer).
   */
  | { on: 'interaction'; trigger?: string; anywhere?: boolean }
  /**
   * The first of these document.body events (DOM or jQuery) loads the island; the element is marked with its name.
   * With `within`, only an event fired inside markup matching it counts (a focus on the search field, not on any link).
   */
  | { on: 'event'; names: readonly string[]; within?: string };

export type PropsResult<P> = { ok: true; props: P } | { ok: false; reason: string };

export interface IslandModule<P> {
  /** Resolves once the island is live (its listeners are attached). */
  mount(element: HTMLElement, props: P): Promise<Unmount>;
}

/** Reads props from the server markup through dom-bridge; never throws. */
export type PropsReader<P> = (element: HTMLElement) => PropsResult<P>;

interface IslandBase<P> {
  /** Kebab-case name, also written to `data-island`. */
  name: string;
  /** The platform markup this island claims. */
  selector: string;
  /** One strategy, or several: whichever fires first hydrates. */
  hydrate: HydrateStrategy | readonly HydrateStrategy[];
  load(): Promise<IslandModule<P>>;
  /**
   * `after-load`: once the page has loaded and the browser is idle, the chunk is fetched ahead of any
   * press (never before the load event), so the money path's first add does not wait for it on a slow line.
   */
  warm?: 'after-load';
  /**
   * Work that cannot wait for the chunk, started by the entry at the first click it holds on the
   * claimed element (the listing add's request, issue 10). What it returns travels with that click's
   * replay (strategies/interaction.ts `takeStarted`); if the island fails, the page loads anew once it settled.
   */
  atClick?: (element: HTMLElement) => Promise<unknown> | undefined;
}

/** An island without props (it reads its markup in its own chunk) may leave `props` out. */
export type IslandDefinition<P> = IslandBase<P> & (Record<never, never> extends P ? { props?: PropsReader<P> } : { props: PropsReader<P> });

const NO_PROPS = { ok: true, props: {} } as const;

/** An island whose props parsed: its chunk can be fetched and the island mounted. */
export interface PreparedIsland {
  ok: true;
  /** Fetches the chunk (memoized per island); a failure is reported by `mount`, never as an unhandled rejection. */
  preload(): Promise<unknown>;
  mount(): Promise<Unmount>;
}

/** A registered island with its props type hidden: prepare() parses props and binds them to mount. */
export interface RegisteredIsland {
  name: string;
  selector: string;
  hydrate: HydrateStrategy | readonly HydrateStrategy[];
  atClick?: IslandBase<unknown>['atClick'];
  prepare(element: HTMLElement): PreparedIsland | { ok: false; reason: string };
}

/** Registers an island definition, keeping its props type private to it. */
/** Runs `task` when the browser is idle after the page's load event. */
function afterLoadIdle(task: () => void): void {
  if (document.readyState === 'complete') onIdle(task);
  else window.addEventListener('load', () => onIdle(task), { once: true });
}

export function defineIsland<P>(definition: IslandDefinition<P>): RegisteredIsland {
  let loading: Promise<IslandModule<P>> | undefined;
  const load = (): Promise<IslandModule<P>> => {
    if (!loading) {
      // A failed chunk may succeed on a later attempt (flaky network): don't cache the rejection.
      loading = definition.load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      // Handled here once: a fetch ahead of time (a press) may go unawaited; the mount awaits it and reports.
      loading.catch(() => {});
    }
    return loading;
  };
  let warming = false;
  return {
    ...definition,
    prepare(element) {
      // Only a props type with no required fields may omit its reader (IslandDefinition), so {} is a P.
      const parsed = definition.props ? definition.props(element) : (NO_PROPS as PropsResult<P>);
      if (!parsed.ok) return parsed;
      if (definition.warm && !warming) {
        warming = true;
        afterLoadIdle(() => void load());
      }
      return { ok: true, preload: load, mount: async () => (await load()).mount(element, parsed.props) };
    },
  };
}

/**
 * Claims that only some kinds of page have (the product page's gallery, the cart page, the checkout),
 * kept out of the entry in a chunk of their own: the runtime loads a group once markup on the page
 * matches its `sniff`, so each page pays only for the claims it can use. The money path (add to
 * cart, the product form, the mini-cart and drawer) is never in a group: it must not wait for one.
 */
export interface ClaimGroup {
  /** A short selector that is on the page whenever one of the group's claims may be. */
  sniff: string;
  load(): Promise<{ islands: readonly RegisteredIsland[] }>;
}
