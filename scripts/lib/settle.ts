/**
 * A page measured for its JavaScript must first reach a defined end: every island that starts
 * without interaction is live (or skipped: unreadable markup) and the network has been quiet
 * for a moment. A page that cannot get there in time is reported as unsettled — a measurement
 * never passes on a partial count (issue 8: under load a page once counted 6 files, 33 KB,
 * where it loads 24 files, 114 KB).
 */
import type { Page } from '@playwright/test';
import type { HydrateStrategy } from '../../src/island.ts';
import { claimGroups, islands } from '../../src/registry.ts';

/** How long the network must be quiet, with every island settled, to call the page done. */
const QUIET_MS = 750;

export type Settled = { ok: true } | { ok: false; reason: string };

/** Which strategies start an island without the shopper doing anything. */
function strategiesOf(strategy: HydrateStrategy | readonly HydrateStrategy[]): readonly HydrateStrategy[] {
  return Array.isArray(strategy) ? strategy : [strategy as HydrateStrategy];
}

function startsUnprompted(strategy: HydrateStrategy | readonly HydrateStrategy[]): { onLoad: boolean; onVisible: boolean } {
  const list = strategiesOf(strategy);
  return { onLoad: list.some((one) => one.on === 'now' || one.on === 'idle'), onVisible: list.some((one) => one.on === 'visible') };
}

// Every island the product knows: the entry's and those of each claim group.
const grouped = await Promise.all(claimGroups.map((group) => group.load()));
const ALL_ISLANDS = [...islands, ...grouped.flatMap((group) => group.islands)];
const UNPROMPTED = Object.fromEntries(ALL_ISLANDS.map((island) => [island.name, startsUnprompted(island.hydrate)]));
const NOW_ISLANDS = new Set(
  ALL_ISLANDS.filter((island) => strategiesOf(island.hydrate).some((one) => one.on === 'now')).map((island) => island.name),
);

/** Counts requests in flight on `page` (attach before navigating). */
export function trackRequests(page: Page): { inFlight(): number; lastActivity(): number } {
  let inFlight = 0;
  let lastActivity = Date.now();
  const done = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => inFlight, lastActivity: () => lastActivity };
}

/**
 * What a measurement waits for: `settled`, every island that starts without the shopper (idle ones
 * included); `load`, only what the page starts at load (`now`, and `visible` in view), the idle
 * islands being held back (see `holdIdleWork`).
 */
export type SettleMode = 'settled' | 'load';

/** Islands that should be live by now and are not: `name (state)` each. */
function unsettledIslands(page: Page, mode: SettleMode): Promise<string[]> {
  const unprompted =
    mode === 'settled'
      ? UNPROMPTED
      : Object.fromEntries(Object.entries(UNPROMPTED).map(([name, starts]) => [name, { ...starts, onLoad: NOW_ISLANDS.has(name) }]));
  return page.evaluate((unprompted) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const name = element.getAttribute('data-island') ?? '';
      const state = element.getAttribute('data-island-state');
      const starts = unprompted[name];
      if (!starts || state === 'live' || state === 'skipped') continue;
      const box = element.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (state === 'failed' || starts.onLoad || (starts.onVisible && inView && box.height > 0)) out.push(`${name} (${state})`);
    }
    return out;
  }, unprompted);
}

/**
 * For a `load` measurement: the page's idle callbacks never run, so the islands that wait for an idle
 * browser stay pending and what the page needs at load is what is counted. Call before navigating.
 */
export async function holdIdleWork(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
}

/**
 * Waits until the page is settled: the runtime booted, every island that starts on load (and
 * every `visible` one in view) live or skipped, and no request for QUIET_MS. Gives up after `timeoutMs`.
 */
export async function waitUntilSettled(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
  timeoutMs = 45_000,
  mode: SettleMode = 'settled',
): Promise<Settled> {
  const deadline = Date.now() + timeoutMs;
  let waitingFor: string[] = ['the runtime'];
  while (Date.now() < deadline) {
    const booted = await page.evaluate(() => document.documentElement.getAttribute('data-shop-islands') === 'ready');
    waitingFor = booted ? await unsettledIslands(page, mode) : ['the runtime'];
    const quiet = requests.inFlight() === 0 && Date.now() - requests.lastActivity() >= QUIET_MS;
    if (waitingFor.length === 0 && quiet) return { ok: true };
    await page.waitForTimeout(100);
  }
  const network = requests.inFlight() > 0 ? `${requests.inFlight()} request(s) in flight` : 'network quiet';
  return { ok: false, reason: `not settled after ${timeoutMs / 1000} s: ${waitingFor.join(', ') || 'no island'} pending; ${network}` };
}

/** Scrolls through the page a screen at a time, so every `visible` island comes into view once. */
export async function scrollThrough(page: Page, requests: ReturnType<typeof trackRequests>): Promise<Settled> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = await page.evaluate(() => innerHeight);
  for (let top = 0; top < height; top += screen) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    const settled = await waitUntilSettled(page, requests);
    if (!settled.ok) return settled;
  }
  return { ok: true };
}
