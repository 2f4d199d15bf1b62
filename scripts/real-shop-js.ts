/**
 * The JavaScript a real shop's pages fetch, side by side: with shop-islands (the plugin active) and
 * with the shop's own scripts (the plugin's compare switch: SHOP_ISLANDS_COMPARE in the shop's
 * wp-config.php and the cookie `shop_islands_off=1`). Per page, gzip -9 of every script file fetched
 * before the load event and once the page has settled without interaction; the ratios must stay
 * within 1/4 and 1/2 (issue 25), and no jQuery file may load where nothing left needs it.
 *
 *   REAL_SHOP_URL=http://127.0.0.1:8080 npx tsx scripts/real-shop-js.ts
 *
 * Exits 1 when a ratio is over its budget, and when any page could not be measured whole (an
 * error, or scripts still arriving after the settle limit): a partial count never passes.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from '@playwright/test';
import { launchChromium } from './lib/chromium.ts';

const BASE = process.env.REAL_SHOP_URL;
const BUDGET = { beforeLoad: 1 / 4, settled: 1 / 2 };
/** Settled: no script requested for this long after the load event… */
const QUIET_MS = 3_000;
/** …within this limit, or the page is reported unsettled. */
const SETTLE_LIMIT_MS = 30_000;

interface ShopPage {
  path: string;
  /** Pages that show their real content only with something in the cart. */
  withCart?: boolean;
}

const PAGES: readonly ShopPage[] = [
  { path: '/shop/' },
  { path: '/product/hoodie/' },
  { path: '/cart/', withCart: true },
  { path: '/checkout/', withCart: true },
  { path: '/productx/' },
  { path: '/wishlist/' },
  { path: '/elementor-page/' },
  { path: '/my-account/' },
];

type Stack = 'ours' | 'own';

interface Measured {
  beforeLoad: number;
  settled: number;
  jquery: boolean;
  files: string[];
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function newContext(browser: Browser, base: string, stack: Stack, page: ShopPage): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (stack === 'own') await context.addCookies([{ name: 'shop_islands_off', value: '1', url: base }]);
  if (page.withCart) {
    const answer = await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: '14', quantity: '1' } });
    if (!answer.ok()) throw new Error(`could not put the Beanie in the cart (${answer.status()})`);
  }
  return context;
}

/** Every script file the page fetches, gzip -9, split at the load event; throws when it never settles. */
async function measure(browser: Browser, base: string, stack: Stack, shopPage: ShopPage): Promise<Measured> {
  const context = await newContext(browser, base, stack, shopPage);
  try {
    const page = await context.newPage();
    // Which script files arrived, and when; their bytes are read afterwards, once each (the files are static).
    const arrived = new Map<string, boolean>();
    let loaded = false;
    let lastScriptAt = Date.now();
    const onFinished = (request: Request): void => {
      // blob: and data: scripts are made in the page, not fetched.
      if (request.resourceType() !== 'script' || !/^https?:/.test(request.url()) || arrived.has(request.url())) return;
      arrived.set(request.url(), !loaded);
      lastScriptAt = Date.now();
    };
    page.on('requestfinished', onFinished);
    page.once('load', () => {
      loaded = true;
    });
    const answer = await page.goto(base + shopPage.path, { waitUntil: 'load' });
    if (!answer?.ok()) throw new Error(`${shopPage.path} answered ${answer?.status() ?? 'nothing'}`);
    const started = Date.now();
    while (Date.now() - lastScriptAt < QUIET_MS) {
      if (Date.now() - started > SETTLE_LIMIT_MS) throw new Error(`${shopPage.path}: scripts still arriving after ${SETTLE_LIMIT_MS} ms`);
      await page.waitForTimeout(250);
    }
    page.off('requestfinished', onFinished);
    const files = await Promise.all(
      Array.from(arrived, async ([url, beforeLoad]) => {
        const body = await (await context.request.get(url)).body();
        return { url, bytes: gzipSync(body, { level: 9 }).length, beforeLoad };
      }),
    );
    const sum = (list: typeof files): number => list.reduce((total, file) => total + file.bytes, 0);
    return {
      beforeLoad: sum(files.filter((file) => file.beforeLoad)),
      settled: sum(files),
      jquery: files.some((file) => /\/jquery(-migrate)?(\.min)?\.js$/.test(new URL(file.url).pathname)),
      files: files.map((file) => new URL(file.url).pathname.split('/').pop() ?? file.url),
    };
  } finally {
    await context.close();
  }
}

function ratio(ours: number, own: number): number {
  return own > 0 ? ours / own : Number.POSITIVE_INFINITY;
}

async function main(): Promise<number> {
  if (!BASE) {
    console.error('REAL_SHOP_URL is not set: point it at a shop with the plugin active and SHOP_ISLANDS_COMPARE defined.');
    return 2;
  }
  const base = BASE.replace(/\/$/, '');
  const browser = await launchChromium();
  const failures: string[] = [];
  console.log('JS fetched per page, gzip -9 KB: shop-islands / the shop’s own (ratio)');
  console.log('| page | before load | budget ≤ 0.25 | settled | budget ≤ 0.5 | jQuery with ours |');
  console.log('|---|---|---|---|---|---|');
  try {
    for (const shopPage of PAGES) {
      try {
        // One after the other, never in parallel: each figure is measured on a quiet machine.
        const ours = await measure(browser, base, 'ours', shopPage);
        const own = await measure(browser, base, 'own', shopPage);
        const early = ratio(ours.beforeLoad, own.beforeLoad);
        const late = ratio(ours.settled, own.settled);
        const verdict = (value: number, budget: number): string => `${value.toFixed(2)} ${value <= budget ? 'ok' : 'OVER'}`;
        console.log(
          `| ${shopPage.path} | ${kb(ours.beforeLoad)} / ${kb(own.beforeLoad)} | ${verdict(early, BUDGET.beforeLoad)} | ` +
            `${kb(ours.settled)} / ${kb(own.settled)} | ${verdict(late, BUDGET.settled)} | ${ours.jquery ? 'yes' : 'no'} |`,
        );
        if (early > BUDGET.beforeLoad) failures.push(`${shopPage.path}: before load ${early.toFixed(2)} > ${BUDGET.beforeLoad}`);
        if (late > BUDGET.settled) failures.push(`${shopPage.path}: settled ${late.toFixed(2)} > ${BUDGET.settled}`);
        if (process.env.REAL_SHOP_FILES) console.log(`  ours: ${ours.files.join(', ')}`);
      } catch (error) {
        console.log(`| ${shopPage.path} | not measured | | | | |`);
        failures.push(`${shopPage.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  for (const failure of failures) console.log(`FAIL ${failure}`);
  const failedPages = new Set(failures.map((failure) => failure.split(':')[0]));
  console.log(`${PAGES.length - failedPages.size} pages within budget, ${failedPages.size} over or not measured`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
