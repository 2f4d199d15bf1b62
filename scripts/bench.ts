/**
 * Page benchmarks in Chromium with 4× CPU throttling, median of several runs per
 * fixture page: JS loaded (gzip), requests after load, total blocking time, time
 * to each island being live. On pages with AJAX add-to-cart buttons it also times
 * the first click, after a 100 ms press as a shopper makes it: click → island live →
 * `added_to_cart`. Prints a table; not a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launchChromium } from './lib/chromium.ts';
import { fixturePages } from './lib/fixture-pages.ts';
import { startShop } from './lib/shop-server.ts';
import { runVariationBench } from './bench-variations.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLE = 4;
/** How long a shopper's press lasts before its click (a tap or a mouse click: roughly 80–150 ms). */
const PRESS_MS = 100;

interface Sample {
  jsBytes: number;
  requestsAfterLoad: number;
  totalBlockingMs: number;
  islandsLiveMs: Record<string, number>;
  clickToLiveMs?: number;
  clickToAddedMs?: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};

// Installed before any page script: records long tasks and island hydration times.
const PROBE = `
  window.__bench = { longTasks: [], live: {} };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
  document.addEventListener('shop-islands:hydrated', (event) => {
    const name = event.detail && event.detail.island;
    if (name && !(name in window.__bench.live)) window.__bench.live[name] = performance.now();
  }, true);
`;

async function measure(page: Page, url: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const scripts = new Set<string>();
  let loaded = false;
  let requestsAfterLoad = 0;
  page.on('request', (request) => {
    if (loaded) requestsAfterLoad += 1;
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/') && path.endsWith('.js')) scripts.add(path.slice('/dist/'.length));
  });
  await page.addInitScript(PROBE);
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await page.waitForTimeout(2000);
  const sample: Sample = {
    // Before any click: what the page costs a visitor who only looks.
    jsBytes: [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file)), { level: 9 }).length, 0),
    requestsAfterLoad,
    totalBlockingMs: 0,
    islandsLiveMs: {},
  };
  const button = page.locator('.ajax_add_to_cart[data-island-state="pending"]').first();
  if ((await button.count()) > 0) {
    const timings = await button.evaluate(
      (element, pressMs) =>
        new Promise<[number, number]>((resolve) => {
          // A shopper's press: pointerdown, about 100 ms, then the click (timed from the click).
          element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
          setTimeout(() => {
            const start = performance.now();
            let live = NaN;
            element.addEventListener('shop-islands:hydrated', () => (live = performance.now() - start), { once: true });
            document.body.addEventListener('added_to_cart', () => resolve([live, performance.now() - start]), { once: true });
            (element as HTMLElement).click();
          }, pressMs);
        }),
      PRESS_MS,
    );
    sample.clickToLiveMs = timings[0];
    sample.clickToAddedMs = timings[1];
  }
  const probe = await page.evaluate(
    () => (window as unknown as { __bench: { longTasks: number[]; live: Record<string, number> } }).__bench,
  );
  sample.totalBlockingMs = probe.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  sample.islandsLiveMs = probe.live;
  return sample;
}

const shop = await startShop();
const browser = await launchChromium();
const rows: string[][] = [['page', 'JS gz', 'req. after load', 'TBT', 'islands live (ms after navigation)', 'click→live', 'click→added']];
try {
  const pages = fixturePages();
  console.log(
    `[bench] ${pages.length} pages × ${RUNS} runs, ${THROTTLE}× CPU throttling: about ${Math.ceil((pages.length * RUNS * 6) / 60)} minutes on 2 cores`,
  );
  for (const [index, fixture] of pages.entries()) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) {
      console.log(`[bench] page ${index + 1}/${pages.length} ${fixture.route}: run ${run + 1}/${RUNS}`);
      const context = await browser.newContext();
      samples.push(await measure(await context.newPage(), new URL(fixture.route, shop.url).href));
      await context.close();
    }
    const islands = [...new Set(samples.flatMap((s) => Object.keys(s.islandsLiveMs)))];
    const ms = (value: number): string => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);
    rows.push([
      fixture.route,
      `${(median(samples.map((s) => s.jsBytes)) / 1024).toFixed(1)} KB`,
      String(median(samples.map((s) => s.requestsAfterLoad))),
      ms(median(samples.map((s) => s.totalBlockingMs))),
      islands.map((name) => `${name} ${ms(median(samples.map((s) => s.islandsLiveMs[name] ?? NaN)))}`).join(', ') || '–',
      ms(median(samples.flatMap((s) => (s.clickToLiveMs === undefined ? [] : [s.clickToLiveMs])))),
      ms(median(samples.flatMap((s) => (s.clickToAddedMs === undefined ? [] : [s.clickToAddedMs])))),
    ]);
  }
} finally {
  await browser.close();
  shop.stop();
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`Chromium, ${THROTTLE}× CPU throttling, median of ${RUNS} runs\n`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

// The variation form's selection-change cost (also `npm run bench:variations`).
await runVariationBench();
