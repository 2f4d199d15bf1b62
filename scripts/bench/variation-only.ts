/**
 * The bench's variation part alone: the same runs as `npm run bench`'s "completing choice →
 * variation painted" row (money-runs.ts timeVariationChoice, through the bench front, on both
 * networks), for checking that figure without the ≈6 min of the whole bench.
 * `npx vite build && BENCH_RUNS=5 npx tsx scripts/bench/variation-only.ts`. BENCH_DISTS=a,b compares
 * built bundles (one shop each), their runs interleaved so the machine's load hits them alike. Every
 * run also times the floor (variation-floor.js): the same box shown by a bare handler, no island.
 */
import { launchChromium } from '../lib/chromium.ts';
import { startShop, type RunningShop } from '../lib/shop-server.ts';
import { CPU_THROTTLE, NETWORKS } from './conditions.ts';
import { prepareLegacyAssets } from './legacy-stack.ts';
import { timeVariationChoice } from './money-runs.ts';
import { startBenchProxy, type BenchProxy } from './proxy.ts';
import { ms, summarize } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTE = '/product/master-grading-suite/';
const DISTS = (process.env.BENCH_DISTS ?? process.env.SHOP_DIST ?? 'dist').split(',').filter(Boolean);

const assets = await prepareLegacyAssets();
const fronts: Array<{ dist: string; shop: RunningShop; proxy: BenchProxy }> = [];
const browser = await launchChromium();
try {
  for (const dist of DISTS) {
    // startShop hands the server this environment: SHOP_DIST is the bundle it serves.
    process.env.SHOP_DIST = dist;
    const shop = await startShop();
    fronts.push({ dist, shop, proxy: await startBenchProxy(shop.url, assets) });
  }
  console.log(
    `[bench] ${ROUTE}, Chromium ${CPU_THROTTLE}× CPU, ${RUNS} runs per network and bundle: completing choice → variation painted`,
  );
  // Each bundle's figure, and the floor (variation-floor.js: the same box written by a bare handler,
  // on the first bundle's page) as the control every run is read against.
  const entries = [
    ...fronts.map((front) => ({ label: front.dist, proxy: front.proxy, shower: 'shop-islands' as const })),
    { label: 'floor (bare handler)', proxy: fronts[0]!.proxy, shower: 'floor' as const },
  ];
  for (const network of NETWORKS) {
    const values = new Map(entries.map((entry) => [entry.label, [] as number[]]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const { label, proxy, shower } of entries) {
        const result = await timeVariationChoice(browser, proxy.url, ROUTE, network, shower);
        if (result.ok) values.get(label)!.push(result.value);
        console.log(`  ${network.name}, ${label}, run ${run + 1}: ${result.ok ? ms(result.value) : `failed: ${result.reason}`}`);
      }
    }
    for (const [label, list] of values) {
      const summary = summarize(list);
      const verdict = summary && list.length === RUNS && summary.p95 <= 50 ? 'PASS' : 'FAIL';
      const figures = summary ? `${ms(summary.median)} / ${ms(summary.p95)} (median / p95)` : 'no figure';
      console.log(`${network.name}, ${label}: ${figures} ${verdict} (≤ 50 ms p95)`);
    }
  }
} finally {
  await browser.close();
  for (const { proxy, shop } of fronts) {
    await proxy.stop();
    shop.stop();
  }
}
