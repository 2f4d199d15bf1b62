/**
 * The bench's first-add part alone: the same runs as `npm run bench`'s "click → header count painted"
 * rows (money-runs.ts timeFirstAdd, through the bench front, cart calls answered after
 * SHOP_CART_DELAY_MS, default 400 ms), on /shop/ and /real/shop/, both networks, for checking those
 * figures without the whole bench. `BENCH_RUNS=5 npx tsx scripts/bench/add-only.ts`. BENCH_DISTS=a,b
 * compares built bundles (one shop each) against the legacy stack, every run interleaved (legacy, a,
 * b, legacy, …) so the machine's load hits them alike. BENCH_LISTINGS=/shop/ narrows the pages.
 */
import { CART_DELAY_ENV, cartDelayFromEnv } from '../../server/routes/cart-delay.ts';
import { launchChromium } from '../lib/chromium.ts';
import { startShop, type RunningShop } from '../lib/shop-server.ts';
import { CPU_THROTTLE, NETWORKS } from './conditions.ts';
import { prepareLegacyAssets } from './legacy-stack.ts';
import { timeFirstAdd, type Stack } from './money-runs.ts';
import { startBenchProxy, type BenchProxy } from './proxy.ts';
import { ms, summarize } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LISTINGS = (process.env.BENCH_LISTINGS ?? '/shop/,/real/shop/').split(',').filter(Boolean);
const DISTS = (process.env.BENCH_DISTS ?? process.env.SHOP_DIST ?? 'dist').split(',').filter(Boolean);
const LEGACY = 'legacy';

const cartDelayMs = cartDelayFromEnv(process.env[CART_DELAY_ENV]);
const assets = await prepareLegacyAssets();
const fronts: Array<{ dist: string; shop: RunningShop; proxy: BenchProxy }> = [];
const browser = await launchChromium();
try {
  for (const dist of DISTS) {
    // startShop hands the server this environment: SHOP_DIST is the bundle it serves.
    process.env.SHOP_DIST = dist;
    const shop = await startShop({ cartDelayMs });
    fronts.push({ dist, shop, proxy: await startBenchProxy(shop.url, assets) });
  }
  // The legacy stack is the same page through any front; the first one serves it.
  const runs: Array<{ name: string; stack: Stack; proxy: BenchProxy }> = [
    { name: LEGACY, stack: 'legacy', proxy: fronts[0]!.proxy },
    ...fronts.map(({ dist, proxy }) => ({ name: dist, stack: 'shop-islands' as Stack, proxy })),
  ];
  console.log(`[bench] Chromium ${CPU_THROTTLE}× CPU, cart calls after ${cartDelayMs} ms, ${RUNS} runs each: click → header count painted`);
  const lines: string[] = [];
  for (const listing of LISTINGS) {
    for (const network of NETWORKS) {
      const values = new Map(runs.map(({ name }) => [name, { count: [] as number[], confirmed: [] as number[] }]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const { name, stack, proxy } of runs) {
          const result = await timeFirstAdd(browser, proxy.url, listing, stack, network);
          if (result.ok) {
            values.get(name)!.count.push(result.value.countMs);
            values.get(name)!.confirmed.push(result.value.confirmedMs);
          }
          console.log(
            `  ${listing}, ${network.name}, ${name}, run ${run + 1}: ${result.ok ? `${ms(result.value.countMs)} (server's count ${ms(result.value.confirmedMs)})` : `failed: ${result.reason}`}`,
          );
        }
      }
      const legacy = summarize(values.get(LEGACY)!.count);
      for (const [name, lists] of values) {
        const summary = summarize(lists.count);
        const confirmed = summarize(lists.confirmed);
        const ratio = summary && legacy && name !== LEGACY ? ` (${(summary.median / legacy.median).toFixed(2)}× legacy)` : '';
        const server = confirmed && name !== LEGACY ? `; the server's count ${ms(confirmed.median)}` : '';
        lines.push(
          `${listing}, ${network.name}, ${name}: ${summary ? `${ms(summary.median)} median of ${lists.count.length}` : 'no figure'}${ratio}${server}`,
        );
      }
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  for (const { proxy, shop } of fronts) {
    await proxy.stop();
    shop.stop();
  }
}
