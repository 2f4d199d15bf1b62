/**
 * The island runtime: one scan at start, then a MutationObserver that mounts
 * islands in markup inserted later (fragments, load-more, modals) and unmounts
 * those whose markup left the page. Each island hydrates on its own strategy,
 * in its own try/catch, with a yield between islands.
 */
import { CLAIMED_CLASS, FAILED_EVENT, HYDRATED_EVENT, ISLAND_ATTR, ISLAND_STATE_ATTR } from '../dom-bridge/constants.ts';
import type { ClaimGroup, HydrateStrategy, PreparedIsland, RegisteredIsland, Unmount } from './island.ts';
import { onEvent } from './strategies/event.ts';
import { onIdle } from './strategies/idle.ts';
import { awaitLive, holdWhileLoading, onInteraction, releaseHeldClicks } from './strategies/interaction.ts';
import { onNow } from './strategies/now.ts';
import { onVisible } from './strategies/visible.ts';
import { yieldToMain } from './yield.ts';
import { warn } from '../dom-bridge/warn.ts';

interface Claim {
  island: RegisteredIsland;
  cancelStrategy: () => void;
  unmount?: Unmount;
  /** Set when the markup left the page before its mount finished. */
  detached: boolean;
}

export interface Runtime {
  /** Claims islands in `root` (and its subtree) that are not claimed yet. */
  scan(root: ParentNode): void;
  /** Stops observing and unmounts every island. */
  stop(): void;
  /** Claimed elements still on the page (for tests and the debug API). */
  claimedCount(): number;
}

function schedule(strategy: HydrateStrategy | readonly HydrateStrategy[], element: HTMLElement, hydrate: () => void): () => void {
  if (isStrategyList(strategy)) {
    // Several ways in: the first to fire hydrates (the caller ignores repeats); all are cancelled together.
    const cancels = strategy.map((one) => schedule(one, element, hydrate));
    return () => cancels.forEach((cancel) => cancel());
  }
  switch (strategy.on) {
    case 'now':
      return onNow(hydrate);
    case 'idle':
      return onIdle(hydrate, strategy.timeoutMs);
    case 'visible':
      return onVisible(hydrate, element, strategy.rootMargin);
    case 'interaction':
      return onInteraction(element, strategy.trigger, strategy.anywhere);
    case 'event':
      return onEvent(hydrate, element, strategy.names, strategy.within);
  }
}

function isStrategyList(strategy: HydrateStrategy | readonly HydrateStrategy[]): strategy is readonly HydrateStrategy[] {
  return Array.isArray(strategy);
}

/** Marks how `island`'s mount on `element` ended, for tests, styles and legacy scripts, and lets held interactions go. */
function settle(element: HTMLElement, island: string, outcome: 'live' | 'failed', error?: unknown): void {
  if (outcome === 'failed') {
    // Give the markup back to the server's plain behaviour (and to legacy scripts, if present).
    warn(`${island}: could not start; the page keeps its server behaviour.`, error);
    element.classList.remove(CLAIMED_CLASS);
  }
  element.setAttribute(ISLAND_STATE_ATTR, outcome);
  element.dispatchEvent(new CustomEvent(outcome === 'live' ? HYDRATED_EVENT : FAILED_EVENT, { bubbles: true, detail: { island } }));
  releaseHeldClicks(element, outcome);
}

type Hydrate = (element: HTMLElement, claim: Claim, prepared: PreparedIsland) => void;

/**
 * Hydrations run one after another with a yield between them: no long tasks. A mount holds the queue
 * for its synchronous part only: one that then waits (a React island waits for the page's load event)
 * holds back none of the islands behind it.
 */
function mountQueue(): Hydrate {
  let queue: Promise<unknown> = Promise.resolve();
  return (element, claim, prepared) => {
    // Chunks download in parallel; only the mounts take turns.
    const chunk = prepared.preload();
    const live = (unmount: Unmount): void => {
      if (claim.detached) return unmount();
      claim.unmount = unmount;
      settle(element, claim.island.name, 'live');
    };
    const failed = (error: unknown): void => {
      if (!claim.detached) settle(element, claim.island.name, 'failed', error);
    };
    // A claim released before its turn mounts nothing.
    queue = queue
      .then<unknown>(() => claim.detached || chunk.then(() => void prepared.mount().then(live, failed), failed))
      .then(yieldToMain);
  };
}

/** Claims `element` for `island` (once) and waits for its strategy to hydrate it. */
function claim(claims: Map<HTMLElement, Claim>, element: HTMLElement, island: RegisteredIsland, hydrate: Hydrate): void {
  if (claims.has(element) || element.hasAttribute(ISLAND_STATE_ATTR)) return;
  const prepared = island.prepare(element);
  if (!prepared.ok) {
    // Leave the markup unclaimed: the plain link or form still works.
    warn(`${island.name}: not hydrated: ${prepared.reason}`);
    element.setAttribute(ISLAND_STATE_ATTR, 'skipped');
    return;
  }
  const entry: Claim = { island, cancelStrategy: () => {}, detached: false };
  claims.set(element, entry);
  element.setAttribute(ISLAND_ATTR, island.name);
  element.setAttribute(ISLAND_STATE_ATTR, 'pending');
  element.classList.add(CLAIMED_CLASS);
  let started = false;
  const wake = (): void => {
    if (started) return;
    started = true;
    hydrate(element, entry, prepared);
  };
  // Whatever its strategy, an interaction before the island is live is held and wakes it (issue 25), as a press does.
  awaitLive(element, wake, island.atClick);
  entry.cancelStrategy = schedule(island.hydrate, element, wake);
}

/** Forgets `element`'s claim: its strategy is cancelled and a live island unmounted. */
function release(claims: Map<HTMLElement, Claim>, element: HTMLElement, entry: Claim): void {
  claims.delete(element);
  entry.detached = true;
  entry.cancelStrategy();
  releaseHeldClicks(element);
  try {
    entry.unmount?.();
  } catch (error) {
    warn(`${entry.island.name}: failed to unmount cleanly.`, error);
  }
}

/** Starts the runtime for `islands` on `doc`; each of `groups` adds its islands once its markup shows up. */
export function startRuntime(
  entryIslands: readonly RegisteredIsland[],
  doc: Document = document,
  groups: readonly ClaimGroup[] = [],
): Runtime {
  const islands = [...entryIslands];
  const unrequested = new Set(groups);
  const claims = new Map<HTMLElement, Claim>();
  const hydrate = mountQueue();
  let stopped = false;

  const loadGroup = (group: ClaimGroup): void => {
    unrequested.delete(group);
    wanted = '';
    // Presses on its markup wait until its islands are claimed (or it failed), then go on as fresh clicks.
    holdWhileLoading(
      group.sniff,
      group
        .load()
        .then((loaded) => {
          if (stopped) return;
          islands.push(...loaded.islands);
          wanted = '';
          scan(doc);
        })
        // A group that cannot load leaves its markup to the server, like a failed island chunk (same words).
        .catch((error: unknown) => warn(`${group.sniff}: could not start; the page keeps its server behaviour.`, error)),
    );
  };

  // Every sniff and selector the scan looks for, as one list (rebuilt when either set changes): a
  // subtree inserted later that holds none of them (the variation's price, a notice) costs one
  // query instead of one per island, in the task of the shopper's choice (issue 10).
  let wanted = '';
  const holdsWanted = (root: Element): boolean => {
    wanted ||= [...[...unrequested].map((group) => group.sniff), ...islands.map((island) => island.selector)].join(',');
    return wanted !== '' && (root.matches(wanted) || root.querySelector(wanted) !== null);
  };

  const scan = (root: ParentNode): void => {
    if (root instanceof Element && !holdsWanted(root)) return;
    for (const group of unrequested) {
      if ((root instanceof Element && root.matches(group.sniff)) || root.querySelector(group.sniff)) loadGroup(group);
    }
    for (const island of islands) {
      if (root instanceof HTMLElement && root.matches(island.selector)) claim(claims, root, island, hydrate);
      for (const element of root.querySelectorAll<HTMLElement>(island.selector)) claim(claims, element, island, hydrate);
    }
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of record.addedNodes) if (node instanceof HTMLElement && node.isConnected) scan(node);
    }
    // Markup that left the page gives its claims back.
    if (removed) for (const [element, entry] of claims) if (!element.isConnected) release(claims, element, entry);
  });

  scan(doc);
  observer.observe(doc.documentElement, { childList: true, subtree: true });

  return {
    scan,
    stop() {
      stopped = true;
      observer.disconnect();
      for (const [element, entry] of claims) release(claims, element, entry);
    },
    claimedCount: () => claims.size,
  };
}
