/**
 * Every fixture page in Chromium with 4× CPU throttling (no network throttle), median of several
 * runs: JS loaded before any interaction (gzip -9 of the bundle files it fetched), requests after
 * load, total blocking time, and when each island went live. The first add to cart is timed by the
 * money path (money-path.ts), side by side with the legacy stack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { fixturePages } from '../lib/fixture-pages.ts';
import { CPU_THROTTLE } from './conditions.ts';
import { ms, summarize } from './stats.ts';

/** The bundle the shop serves (SHOP_DIST: one built elsewhere, as for the e2e runs). */
const DIST = process.env.SHOP_DIST ?? 'dist';

interface Sample {
  jsBytes: number;
  requestsAfterLoad: number;
  totalBlockingMs: number;
  islandsLiveMs: Record<string, number>;
}

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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
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
  const probe = await page.evaluate(
    () => (window as unknown as { __bench: { longTasks: number[]; live: Record<string, number> } }).__bench,
  );
  return {
    // Before any click: what the page costs a visitor who only looks.
    jsBytes: [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0),
    requestsAfterLoad,
    totalBlockingMs: probe.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    islandsLiveMs: probe.live,
  };
}

const median = (values: number[]): number => summarize(values)?.median ?? NaN;
const time = (value: number): string => (Number.isNaN(value) ? '–' : ms(value));

function row(route: string, samples: Sample[]): string[] {
  const islands = [...new Set(samples.flatMap((s) => Object.keys(s.islandsLiveMs)))];
  return [
    route,
    `${(median(samples.map((s) => s.jsBytes)) / 1024).toFixed(1)} KB`,
    String(median(samples.map((s) => s.requestsAfterLoad))),
    time(median(samples.map((s) => s.totalBlockingMs))),
    islands
      .map((name) => `${name} ${time(median(samples.flatMap((s) => (name in s.islandsLiveMs ? [s.islandsLiveMs[name]!] : []))))}`)
      .join(', ') || '–',
  ];
}

/** Measures every fixture page `runs` times against the shop at `base` and prints the table. */
export async function runPageFigures(browser: Browser, base: string, runs: number): Promise<void> {
  const pages = fixturePages();
  const rows: string[][] = [['page', 'JS gz', 'req. after load', 'TBT', 'islands live (ms after navigation)']];
  for (const [index, fixture] of pages.entries()) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run++) {
      console.log(`[bench] page ${index + 1}/${pages.length} ${fixture.route}: run ${run + 1}/${runs}`);
      const context = await browser.newContext();
      samples.push(await measure(await context.newPage(), new URL(fixture.route, base).href));
      await context.close();
    }
    rows.push(row(fixture.route, samples));
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((r) => r[column]!.length)));
  console.log(`\nEvery fixture page: Chromium, ${CPU_THROTTLE}× CPU throttling, no network throttle, median of ${runs} runs\n`);
  for (const r of rows) console.log(r.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}
