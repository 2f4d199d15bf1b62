/**
 * Header chrome figures (issue 15) on /shop/ at 1280 px, Chromium 4× CPU, no network throttle, each
 * run a first visit with the header's islands live: the total blocking time (the part of each long
 * task over 50 ms, from a `longtask` observer) while scrolling the page down and back up with the
 * wheel (the sticky header pins and unpins on the way), and while the pointer opens the mega-menu and
 * leaves it to close. Median and p95 of `runs`. Alone: `npx vite build && npx tsx scripts/bench/site-header.ts`.
 */
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { applyConditions, CPU_THROTTLE, NETWORKS } from './conditions.ts';
import { ms, summarize } from './stats.ts';

const ROUTE = '/shop/';

// In-page code as plain script text: tsx's name helpers (__name) do not exist in the page.
const START_TBT = `(() => {
  window.__tbt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask' });
})()`;

async function firstVisit(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await applyConditions(page, NETWORKS[0]!);
  await page.goto(new URL(ROUTE, base).href);
  await page.locator('[data-island="header-menu"][data-island-state="live"]').waitFor();
  await page.locator('[data-island="sticky-header"][data-island-state="live"]').waitFor();
  // Long enough to scroll well past the header whatever the listing's length.
  await page.evaluate(`document.body.style.minHeight = '6000px'`);
  await page.waitForTimeout(500);
  return page;
}

/** TBT of `act` and the 300 ms after it (late tasks: the sticky toggle, the menu's close). */
async function blockingTime(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(START_TBT);
  await act();
  await page.waitForTimeout(300);
  return page.evaluate('window.__tbt');
}

async function scrollDownAndUp(page: Page): Promise<void> {
  await page.mouse.move(640, 400);
  for (let step = 0; step < 30; step += 1) await page.mouse.wheel(0, 100);
  await page.waitForTimeout(300);
  for (let step = 0; step < 20; step += 1) await page.mouse.wheel(0, -100);
}

async function openAndCloseMegaMenu(page: Page): Promise<void> {
  await page.mouse.move(640, 600);
  const shop = page.locator('#menu-primary > li.has-mega-menu');
  await shop.locator(':scope > a').hover();
  await shop.locator('.mega-menu').waitFor({ state: 'visible' });
  await page.mouse.move(640, 650);
  await shop.locator('.mega-menu').waitFor({ state: 'hidden' });
}

function report(name: string, values: number[], runs: number): void {
  const summary = summarize(values);
  console.log(`${name}: ${summary ? `${ms(summary.median)} median, ${ms(summary.p95)} p95` : 'no figure'} (${values.length}/${runs} runs)`);
}

export async function runSiteHeaderBench(browser: Browser, base: string, runs: number): Promise<void> {
  console.log(`[bench] header chrome on ${ROUTE} at 1280 px, Chromium ${CPU_THROTTLE}× CPU, ${runs} first visits`);
  const scroll: number[] = [];
  const menu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await firstVisit(browser, base);
    try {
      scroll.push(await blockingTime(page, () => scrollDownAndUp(page)));
      await page.evaluate('window.scrollTo(0, 0)');
      await page.waitForTimeout(300);
      menu.push(await blockingTime(page, () => openAndCloseMegaMenu(page)));
    } finally {
      await page.context().close();
    }
    console.log(`[bench] header run ${run + 1}/${runs}: scroll TBT ${ms(scroll.at(-1) ?? 0)}, mega-menu TBT ${ms(menu.at(-1) ?? 0)}`);
  }
  report('TBT scrolling the sticky header (down 3000 px, up 2000 px)', scroll, runs);
  report('TBT opening and closing the mega-menu', menu, runs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    await runSiteHeaderBench(browser, shop.url, Number(process.env.BENCH_RUNS ?? 5));
  } finally {
    await browser.close();
    shop.stop();
  }
}
