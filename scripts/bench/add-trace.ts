/**
 * Where the time of the first listing add goes between the server's answer and the header count's
 * paint (issue 10: click → count ≤ 0.8 × legacy at 4× CPU). Not part of `npm run bench`: a
 * diagnostic run by hand, `SHOP_DIST=<built dist> npx tsx scripts/bench/add-trace.ts [runs]`. Each
 * run is a first visit to /shop/ under the bench's CPU throttle (no network throttle, cart calls
 * answered after SHOP_CART_DELAY_MS, default 400 ms), then the bench's press on the first product's
 * "Add to cart" inside a Chromium trace. It prints the probe's figures (money-probe.js), when the
 * island went live and when the answer arrived, and the renderer main thread's tasks from the
 * answer's arrival to the frame that painted the count, with what ran inside them. With PROFILE=1 it
 * samples the JavaScript from the answer to the count's paint instead (CDP Profiler) and prints the
 * functions that took the most time, by self time.
 */
import type { Page } from '@playwright/test';
import { CART_DELAY_ENV, cartDelayFromEnv } from '../../server/routes/cart-delay.ts';
import { ms, printTasks, type ProfileNode, type TraceEvent } from './trace-print.ts';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { applyConditions, NETWORKS } from './conditions.ts';

/** ROUTE=/real/shop/ traces the captured shop's listing instead. */
const ROUTE = process.env.ROUTE ?? '/shop/';
const RUNS = Number(process.argv[2] ?? 3);
const PROBE_PATH = new URL('./money-probe.js', import.meta.url).pathname;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'netlog', 'loading'];
const PRESS_MS = 100;
/** Shorter events inside a task are left out (MIN_MS to change it). */
const MIN_US = Number(process.env.MIN_MS ?? 0.15) * 1000;

interface Probe {
  clickAt: number | null;
  feedbackPaintAt: number | null;
  countPaintAt: number | null;
}

/** The add's JavaScript from the answer (the first sample in `adopt`'s continuation or later) to the probe's count check. */
function printProfile(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }, fromUs: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const nameOf = (id: number): string => {
    const frame = byId.get(id)!.callFrame;
    return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromUs) return;
    const key = nameOf(id);
    if (key.startsWith('(idle)') || key.startsWith('(program)')) return;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  console.log(`  after the answer: ${ms([...self.values()].reduce((a, b) => a + b, 0))} ms of JS sampled`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms(us).padStart(6)} ms  ${key}`);
}

async function press(page: Page): Promise<void> {
  const button = page.locator('ul.products .ajax_add_to_cart').first();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
  await page.waitForFunction(() => (window as unknown as { __money: Probe }).__money.countPaintAt !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
}

/** Installed before the page's scripts: when the add's answer arrived and when the button went live (performance.now()). */
function watchAdd(): void {
  const marks = { answerAt: null as number | null, liveAt: null as number | null };
  (window as unknown as { __add: typeof marks }).__add = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.includes('add_to_cart') && marks.answerAt === null) marks.answerAt = (entry as PerformanceResourceTiming).responseEnd;
  }).observe({ type: 'resource', buffered: true });
  document.addEventListener(
    'shop-islands:hydrated',
    (event) => {
      if (marks.liveAt === null && (event.target as Element).matches?.('.ajax_add_to_cart')) marks.liveAt = performance.now();
    },
    true,
  );
}

async function oneRun(page: Page): Promise<void> {
  if (process.env.PROFILE) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    const origin = await page.evaluate(() => ({ now: performance.now() }));
    await press(page);
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
    };
    const figures = await report(page);
    // The profile's clock is not the page's: align on its end (taken just after the page's last read).
    const now = await page.evaluate(() => performance.now());
    const answerUs = profile.endTime - (now - figures.answerAt) * 1000;
    void origin;
    printProfile(profile, answerUs);
    return;
  }
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.evaluate(() => performance.mark('bench-before-add'));
  await press(page);
  const buffer = await browser.stopTracing();
  const figures = await report(page);
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mark = events.find((event) => event.name === 'bench-before-add');
  if (!mark) throw new Error('no mark in the trace');
  // performance.now() at the mark is unknown in the trace; the click's EventDispatch anchors the page clock.
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click' && event.ts > mark.ts);
  if (!click) throw new Error('no click in the trace');
  const answerUs = click.ts + (figures.answerAt - figures.clickAt) * 1000;
  // CLICK=1: the click's own tasks too (when the add leaves, what the island's mount costs).
  if (process.env.CLICK)
    printTasks(events, click.ts - 5_000, click.ts + 60_000, { minTaskUs: 200, minEventUs: MIN_US, invalidations: false });
  printTasks(events, answerUs - 20_000, click.ts + (figures.countAt - figures.clickAt) * 1000 + 20_000, {
    minTaskUs: 200,
    minEventUs: MIN_US,
    invalidations: false,
  });
}

async function report(page: Page): Promise<{ clickAt: number; answerAt: number; countAt: number }> {
  const { probe, add } = await page.evaluate(() => ({
    probe: (window as unknown as { __money: Probe }).__money,
    add: (window as unknown as { __add: { answerAt: number | null; liveAt: number | null } }).__add,
  }));
  const clickAt = probe.clickAt!;
  const rel = (at: number | null): string => (at === null ? '—' : `${(at - clickAt).toFixed(1)} ms`);
  console.log(
    `probe: click → feedback ${rel(probe.feedbackPaintAt)}, island live ${rel(add.liveAt)}, answer in ${rel(add.answerAt)}, count painted ${rel(probe.countPaintAt)}` +
      ` (answer → count ${add.answerAt === null ? '—' : (probe.countPaintAt! - add.answerAt).toFixed(1)} ms)`,
  );
  return { clickAt, answerAt: add.answerAt ?? clickAt, countAt: probe.countPaintAt! };
}

process.env.SHOP_DIST ??= 'dist';
const shop = await startShop({ cartDelayMs: cartDelayFromEnv(process.env[CART_DELAY_ENV]) });
const browser = await launchChromium();
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await applyConditions(page, NETWORKS[0]!);
    await page.addInitScript({ path: PROBE_PATH });
    await page.addInitScript(watchAdd);
    await page.goto(new URL(ROUTE, shop.url).href, { waitUntil: 'load' });
    await page.locator('ul.products .ajax_add_to_cart').first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    console.log(`run ${run + 1}/${RUNS}`);
    await oneRun(page);
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
