/**
 * The money path on a real shop (REAL_SHOP_URL), side by side: the first listing add on /shop/,
 * click → the header shows the server's cart with it (count and mini-cart), with shop-islands and with the shop's own scripts (the
 * plugin's compare cookie), under 4× CPU on both networks of conditions.ts, runs interleaved. The
 * shopper clicks once the page has settled (no script arriving for a second), as a shopper who
 * reads the listing first does: the chunks the add needs are fetched at idle after load.
 *
 *   REAL_SHOP_URL=http://127.0.0.1:8080 BENCH_RUNS=5 npx tsx scripts/bench/real-shop-money.ts
 */
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../lib/chromium.ts';
import { applyConditions, NETWORKS, type Network } from './conditions.ts';
import { ms, summarize } from './stats.ts';

const BASE = process.env.REAL_SHOP_URL?.replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 1_000;
const BUTTON = 'a.ajax_add_to_cart[data-product_id="14"]';
const COUNT = '#site-header-cart a.cart-contents .count';
// The server's answer in the page: the header's mini-cart lists the product (the count alone may be the
// islands' immediate pending count).
const MINI_CART = '#site-header-cart .widget_shopping_cart_content';

type Stack = 'ours' | 'own';

// Installed before any page script: the click's time, and the first frame the header counts it in.
const PROBE = `
  window.__money = {};
  document.addEventListener('click', () => { window.__money.click ??= performance.now(); }, true);
  new MutationObserver(() => {
    const count = document.querySelector(${JSON.stringify(COUNT)});
    const cart = document.querySelector(${JSON.stringify(MINI_CART)});
    if (window.__money.click !== undefined && window.__money.counted === undefined && count && /^1 item/.test(count.textContent.trim())
        && cart && cart.textContent.includes('Beanie'))
      requestAnimationFrame(() => { window.__money.counted = performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

async function settle(page: Page): Promise<void> {
  let last = Date.now();
  page.on('requestfinished', () => {
    last = Date.now();
  });
  const started = Date.now();
  while (Date.now() - last < QUIET_MS) {
    if (Date.now() - started > 30_000) throw new Error('the page never settled');
    await page.waitForTimeout(100);
  }
}

async function firstAdd(browser: Browser, base: string, stack: Stack, network: Network): Promise<number> {
  const context = await browser.newContext();
  try {
    if (stack === 'own') await context.addCookies([{ name: 'shop_islands_off', value: '1', url: base }]);
    const page = await context.newPage();
    await applyConditions(page, network);
    await page.addInitScript(PROBE);
    await page.goto(`${base}/shop/`, { waitUntil: 'load' });
    await settle(page);
    await page.locator(BUTTON).click();
    await page.waitForFunction(() => (window as unknown as { __money: { counted?: number } }).__money.counted !== undefined, null, {
      timeout: 30_000,
    });
    return await page.evaluate(() => {
      const money = (window as unknown as { __money: { click: number; counted: number } }).__money;
      return money.counted - money.click;
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!BASE) throw new Error('REAL_SHOP_URL is not set');
  const browser = await launchChromium();
  try {
    console.log(`First add on ${BASE}/shop/, click → header count, 4× CPU, ${RUNS} runs interleaved, median / p95`);
    console.log('| network | the shop’s own scripts | shop-islands | ratio of medians |');
    console.log('|---|---|---|---|');
    for (const network of NETWORKS) {
      const samples: Record<Stack, number[]> = { ours: [], own: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const stack of ['own', 'ours'] as const) samples[stack].push(await firstAdd(browser, BASE, stack, network));
      }
      const own = summarize(samples.own);
      const ours = summarize(samples.ours);
      if (!own || !ours) throw new Error('no run produced a figure');
      console.log(
        `| ${network.name} | ${ms(own.median)} / ${ms(own.p95)} | ${ms(ours.median)} / ${ms(ours.p95)} | ${(ours.median / own.median).toFixed(2)} |`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
