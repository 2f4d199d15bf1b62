/**
 * The bench's variation part alone: the same runs as `npm run bench`'s "completing choice →
 * variation painted" row (money-runs.ts timeVariationChoice, through the bench front, on both
 * networks), for checking that figure without the ≈6 min of the whole bench.
 * `npx vite build && BENCH_RUNS=5 npx tsx scripts/bench/variation-only.ts` (SHOP_DIST: another built dist).
 */
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { CPU_THROTTLE, NETWORKS } from './conditions.ts';
import { prepareLegacyAssets } from './legacy-stack.ts';
import { timeVariationChoice } from './money-runs.ts';
import { startBenchProxy } from './proxy.ts';
import { ms, summarize } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTE = '/product/master-grading-suite/';

const shop = await startShop();
const proxy = await startBenchProxy(shop.url, await prepareLegacyAssets());
const browser = await launchChromium();
try {
  console.log(`[bench] ${ROUTE}, Chromium ${CPU_THROTTLE}× CPU, ${RUNS} runs per network: completing choice → variation painted`);
  for (const network of NETWORKS) {
    const values: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await timeVariationChoice(browser, proxy.url, ROUTE, network);
      if (result.ok) values.push(result.value);
      console.log(`  ${network.name}, run ${run + 1}: ${result.ok ? ms(result.value) : `failed: ${result.reason}`}`);
    }
    const summary = summarize(values);
    const verdict = summary && values.length === RUNS && summary.p95 <= 50 ? 'PASS' : 'FAIL';
    console.log(
      `${network.name}: ${summary ? `${ms(summary.median)} / ${ms(summary.p95)} (median / p95)` : 'no figure'} ${verdict} (≤ 50 ms p95)`,
    );
  }
} finally {
  await browser.close();
  await proxy.stop();
  shop.stop();
}
