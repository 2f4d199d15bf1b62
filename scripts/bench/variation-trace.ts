/**
 * Where the time of a variation choice goes (issue 10: choice → variation shown ≤ 50 ms p95 at 4×
 * CPU). Not part of `npm run bench`: a diagnostic run by hand, `SHOP_DIST=<built dist> npx tsx
 * scripts/bench/variation-trace.ts [runs]`. Each run is a first visit to the variation route under
 * the bench's CPU throttle (no network throttle): every attribute but the last chosen, then the
 * last choice inside a Chromium trace. It prints the bench probe's figure (money-probe.js) and,
 * from the trace, the renderer main thread's tasks from the choice to the frame that showed the
 * variation: each task's length, the events dispatched in it, its timers, frames, style, layout
 * and paint. With PROFILE=1 it samples the choice's JavaScript instead (CDP Profiler) and prints
 * the functions that took the most time, by self time, with where they are.
 */
import type { Locator, Page } from '@playwright/test';
import { ms, printTasks, type ProfileNode, type TraceEvent } from './trace-print.ts';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { applyConditions, NETWORKS } from './conditions.ts';

const ROUTE = '/product/master-grading-suite/';
const RUNS = Number(process.argv[2] ?? 3);
const PROBE_PATH = new URL('./money-probe.js', import.meta.url).pathname;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'blink.user_timing',
  'v8.execute',
];

interface Probe {
  changeAt: number | null;
  variationPaintAt: number | null;
}

/**
 * The choice made inside `console.profile` / `profileEnd` from the page itself (the select set and
 * its input and change dispatched in one task, as a browser does): the profile holds that task and
 * nothing else. Prints the top functions by self time (build with `--minify false` for their names).
 */
async function profileChoice(page: Page, select: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  const finished = new Promise<{ nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }>((resolve) =>
    cdp.once('Profiler.consoleProfileFinished', (event) => resolve(event.profile as never)),
  );
  await select.evaluate((element: HTMLSelectElement) => {
    console.profile('choice');
    element.selectedIndex = 1;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    console.profileEnd('choice');
  });
  const profile = await finished;
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const nameOf = (id: number): string => {
    const frame = byId.get(id)!.callFrame;
    return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
  profile.samples.forEach((id, at) => {
    const key = nameOf(id);
    if (key.startsWith('(idle)')) return;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[at + 1] ?? 0));
  });
  console.log(`  choice's task: ${ms([...self.values()].reduce((a, b) => a + b, 0))} ms sampled`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms(us).padStart(6)} ms  ${key}`);
}

async function oneRun(page: Page): Promise<void> {
  const selects = page.locator('form.variations_form select');
  const count = await selects.count();
  for (let at = 0; at < count - 1; at += 1) await selects.nth(at).selectOption({ index: 1 });
  const last = selects.nth(count - 1);
  // SECOND=1: time a later completing choice (the variation box already shown) instead of the first.
  if (process.env.SECOND) await last.selectOption({ index: 2 });
  await page.waitForTimeout(1000);
  await last.evaluate((select) => select.setAttribute('data-bench-timed', ''));
  if (process.env.PROFILE) {
    await profileChoice(page, last);
    return;
  }
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.evaluate(() => performance.mark('bench-before-choice'));
  await last.selectOption({ index: 1 });
  await page.waitForFunction(() => (window as unknown as { __money: Probe }).__money.variationPaintAt !== null);
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  const probe = await page.evaluate(() => (window as unknown as { __money: Probe }).__money);
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mark = events.find((event) => event.name === 'bench-before-choice');
  const change = events.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'input' && (!mark || event.ts > mark.ts),
  );
  const shown = probe.variationPaintAt! - probe.changeAt!;
  console.log(`probe: choice → variation painted ${shown.toFixed(1)} ms`);
  if (!change) throw new Error('no input event in the trace');
  printTasks(events, change.ts, change.ts + Math.max(shown, 100) * 1000 + 400_000, {
    minTaskUs: 300,
    minEventUs: 200,
    invalidations: Boolean(process.env.INVALIDATIONS),
  });
}

process.env.SHOP_DIST ??= 'dist';
const shop = await startShop();
const browser = await launchChromium();
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await applyConditions(page, NETWORKS[0]!);
    await page.addInitScript({ path: PROBE_PATH });
    await page.goto(new URL(ROUTE, shop.url).href, { waitUntil: 'load' });
    await page.locator('form.variations_form[data-island-state="live"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    console.log(`run ${run + 1}/${RUNS}`);
    await oneRun(page);
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
