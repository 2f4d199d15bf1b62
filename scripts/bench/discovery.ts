/**
 * Product discovery figures (issue 13) on /productx/, Chromium 4× CPU, no network throttle, each run
 * a first visit: a filter change → both target blocks replaced and every new card claimed (its add
 * button carries data-island: a press now adds), and a load-more append of 24 items → all 24 in
 * the grid and claimed. The 24 items are the server's own item markup (four of its load-more
 * pages), handed to the page's load-more request, so the figure is the page's work, not the
 * catalogue's page size. Median and p95 of `runs`. Alone: `npx vite build && npx tsx scripts/bench/discovery.ts`.
 */
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { applyConditions, CPU_THROTTLE, NETWORKS } from './conditions.ts';
import { ms, summarize } from './stats.ts';

const ROUTE = '/productx/';
const GRID = '.wopb-block-wopbgrid1lm';
const APPEND = 24;

async function firstVisit(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await applyConditions(page, NETWORKS[0]!);
  await page.goto(new URL(ROUTE, base).href);
  await page.locator('[data-island="wopb-filter"][data-island-state="live"]').waitFor();
  await page.locator('[data-island="wopb-load-more"][data-island-state="live"]').waitFor();
  return page;
}

// In-page code as plain script text: tsx's name helpers (__name) do not exist in the page.
/** Resolves with the ms from `act()` until `done()` holds after a mutation, at the next frame. */
const TIME_UNTIL = `(act, done) => new Promise((resolve) => {
  const start = performance.now();
  const watch = new MutationObserver(() => {
    if (!done()) return;
    watch.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-island'] });
  act();
})`;

/** Click → both product-grid-1 blocks hold the filtered items, every card's add button claimed. */
async function timeFilter(page: Page): Promise<number> {
  return page.evaluate(`(${TIME_UNTIL})(
    () => [...document.querySelectorAll('.wopb-filter-tax-term-input')].find((b) => b.dataset.label === 'Lightroom Presets').click(),
    ((before) => () => {
      const adds = [...document.querySelectorAll('.wopb-block-wopbgrid1lm .wopb-block-item a.ajax_add_to_cart, .wopb-block-wopbgrid1pg .wopb-block-item a.ajax_add_to_cart')];
      return document.querySelector('${GRID} .wopb-block-item') !== before && adds.length > 0 && adds.every((a) => a.hasAttribute('data-island'));
    })(document.querySelector('${GRID} .wopb-block-item')),
  )`);
}

/** Click → 24 more items in the grid, every new add button claimed. */
async function timeAppend(page: Page, items: string): Promise<number> {
  await page.route('**/?wc-ajax=wopb_load_more', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: items }));
  return page.evaluate(`(${TIME_UNTIL})(
    () => document.querySelector('${GRID} .wopb-loadmore-action').click(),
    ((target) => () =>
      document.querySelectorAll('${GRID} .wopb-block-item').length >= target &&
      [...document.querySelectorAll('${GRID} .wopb-block-item a.ajax_add_to_cart')].every((a) => a.hasAttribute('data-island')))(
      document.querySelectorAll('${GRID} .wopb-block-item').length + ${APPEND},
    ),
  )`);
}

/** Four of the server's load-more pages (6 items each), as one answer of 24 items. */
async function twentyFourItems(page: Page, base: string): Promise<string> {
  const nonce = await page.evaluate(() => (window as unknown as { wopb_core: { security: string } }).wopb_core.security);
  const pages = await Promise.all(
    [2, 3, 4, 1].map(async (paged) => {
      const body = new URLSearchParams({
        action: 'wopb_load_more',
        paged: String(paged),
        blockId: 'wopbgrid1lm',
        blockName: 'product-blocks_product-grid-1',
        postId: '45',
        wpnonce: nonce,
      });
      return (await page.request.post(new URL('/?wc-ajax=wopb_load_more', base).href, { form: Object.fromEntries(body) })).text();
    }),
  );
  return pages.join('');
}

function report(name: string, values: number[], runs: number): void {
  const summary = summarize(values);
  console.log(`${name}: ${summary ? `${ms(summary.median)} median, ${ms(summary.p95)} p95` : 'no figure'} (${values.length}/${runs} runs)`);
}

export async function runDiscoveryBench(browser: Browser, base: string, runs: number): Promise<void> {
  console.log(`[bench] ${ROUTE}, Chromium ${CPU_THROTTLE}× CPU, ${runs} first visits per figure`);
  const filter: number[] = [];
  const append: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await firstVisit(browser, base);
    try {
      filter.push(await timeFilter(page));
    } finally {
      await page.context().close();
    }
    const again = await firstVisit(browser, base);
    try {
      append.push(await timeAppend(again, await twentyFourItems(again, base)));
    } finally {
      await again.context().close();
    }
    console.log(`[bench] discovery run ${run + 1}/${runs}: filter ${ms(filter.at(-1) ?? 0)}, append ${ms(append.at(-1) ?? 0)}`);
  }
  report('filter change → blocks replaced and interactive', filter, runs);
  report(`load more, ${APPEND} items → appended and interactive`, append, runs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    await runDiscoveryBench(browser, shop.url, Number(process.env.BENCH_RUNS ?? 5));
  } finally {
    await browser.close();
    shop.stop();
  }
}
