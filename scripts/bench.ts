/**
 * `npm run bench`: performance figures, printed, not tested. One run, in this order:
 * 1. the money path side by side (scripts/bench/money-path.ts): the legacy jQuery stack vs
 *    shop-islands on the same listing, Chromium 4× CPU, no network throttle and a slow line, the
 *    cart calls answered after SHOP_CART_DELAY_MS (default 400 ms, a typical shared host), with a
 *    PASS/FAIL line per target of issue 10;
 * 2. every fixture page's weight and hydration (scripts/bench/page-figures.ts);
 * 3. product discovery on /productx/: a filter change and a 24-item load-more append, until interactive
 *    (scripts/bench/discovery.ts);
 * 4. the first interaction of every island kind (scripts/bench/first-interactions.ts, issue 18), slow line;
 * 5. the variation form's cost per selection change (scripts/bench-variations.ts).
 * BENCH_RUNS (default 5) runs per figure; the bundle is the one in dist/ (`npm run bench` builds it).
 */
import { CART_DELAY_ENV, cartDelayFromEnv } from '../server/routes/cart-delay.ts';
import { runVariationBench } from './bench-variations.ts';
import { CPU_THROTTLE, NETWORKS } from './bench/conditions.ts';
import { runDiscoveryBench } from './bench/discovery.ts';
import { runFirstInteractionBench } from './bench/first-interactions.ts';
import { describeBaseline, prepareLegacyAssets } from './bench/legacy-stack.ts';
import { runMoneyPath } from './bench/money-path.ts';
import { runPageFigures } from './bench/page-figures.ts';
import { runSiteHeaderBench } from './bench/site-header.ts';
import { startBenchProxy } from './bench/proxy.ts';
import { launchChromium } from './lib/chromium.ts';
import { fixturePages } from './lib/fixture-pages.ts';
import { startShop } from './lib/shop-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIXTURE_LISTING = '/shop/';
/** The captured Storefront shop, when the backend serves it (another part of issue 10 adds it). */
const CAPTURED_LISTING = '/real/shop/';
const VARIATION_ROUTE = '/product/master-grading-suite/';

/** The listings to compare on: the fixture shop, and the captured one when it is served with add-to-cart buttons. */
async function listings(base: string): Promise<string[]> {
  try {
    const response = await fetch(new URL(CAPTURED_LISTING, base));
    if (response.ok && (await response.text()).includes('ajax_add_to_cart')) return [FIXTURE_LISTING, CAPTURED_LISTING];
  } catch {
    // Not served: the fixture shop alone.
  }
  return [FIXTURE_LISTING];
}

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, not "${process.env.BENCH_RUNS}".`);
const cartDelayMs = cartDelayFromEnv(process.env[CART_DELAY_ENV]);
const assets = await prepareLegacyAssets();
const shop = await startShop({ cartDelayMs });
const proxy = await startBenchProxy(shop.url, assets);
const browser = await launchChromium();
try {
  const pages = await listings(shop.url);
  console.log(
    `[bench] Chromium, ${CPU_THROTTLE}× CPU; networks: ${NETWORKS.map((n) => n.name).join(', ')}; cart calls answered after ${cartDelayMs} ms; ` +
      `${RUNS} runs per figure, each a first visit (fresh browser context). About ${Math.round((RUNS * (pages.length * 20 + 10 + fixturePages().length * 3.5) + 30) / 60)} minutes on 2 cores.`,
  );
  console.log(`[bench] ${describeBaseline(assets)}`);
  console.log('[bench] both stacks are served through the bench front, which gzips text answers as a real host does');
  await runMoneyPath({ browser, base: proxy.url, runs: RUNS, listings: pages, variationRoute: VARIATION_ROUTE });
  await runPageFigures(browser, shop.url, RUNS);
  await runDiscoveryBench(browser, shop.url, RUNS);
  await runSiteHeaderBench(browser, shop.url, RUNS);
  await runFirstInteractionBench(browser, shop.url, RUNS);
} finally {
  await browser.close();
  await proxy.stop();
  shop.stop();
}

// The variation form's selection-change cost (also `npm run bench:variations`).
await runVariationBench();
