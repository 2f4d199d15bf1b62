/**
 * The first-interaction bench alone (first-interactions.ts: the runs `npm run bench` and `npm run
 * report` make), for checking a kind's figures without the whole bench:
 * `BENCH_RUNS=10 BENCH_KINDS=filter,wishlist SHOP_DIST=<built dist> npx tsx scripts/bench/first-only.ts`.
 * BENCH_KINDS picks kinds by a part of their name (all of them without it); BENCH_DISTS=a,b compares
 * built bundles (one shop each), every run interleaved (a, b, a, …) so the machine's load hits them alike.
 */
import { loadavg } from 'node:os';
import { launchChromium } from '../lib/chromium.ts';
import { startShop, type RunningShop } from '../lib/shop-server.ts';
import { CPU_THROTTLE } from './conditions.ts';
import { FIRST_PAINT_TARGET_MS, KINDS, oneRun } from './first-interactions.ts';
import { ms, summarize } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PICKS = (process.env.BENCH_KINDS ?? '').split(',').filter(Boolean);
const DISTS = (process.env.BENCH_DISTS ?? process.env.SHOP_DIST ?? 'dist').split(',').filter(Boolean);

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, not "${process.env.BENCH_RUNS}".`);
const kinds = PICKS.length ? KINDS.filter((kind) => PICKS.some((pick) => kind.name.includes(pick))) : KINDS;
if (kinds.length === 0) throw new Error(`no kind matches BENCH_KINDS="${process.env.BENCH_KINDS}"`);

const shops: Array<{ dist: string; shop: RunningShop }> = [];
const browser = await launchChromium();
try {
  for (const dist of DISTS) {
    // startShop hands the server this environment: SHOP_DIST is the bundle it serves.
    process.env.SHOP_DIST = dist;
    shops.push({ dist, shop: await startShop() });
  }
  console.log(
    `[bench] Chromium ${CPU_THROTTLE}× CPU, slow line, ${RUNS} first visits each; load average (1 min) ${loadavg()[0]!.toFixed(2)}`,
  );
  const lines: string[] = [];
  for (const kind of kinds) {
    const paints = new Map(DISTS.map((dist) => [dist, [] as number[]]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const { dist, shop } of shops) {
        try {
          const [paint, done] = await oneRun(browser, shop.url, kind);
          paints.get(dist)!.push(paint);
          console.log(`  ${kind.name}, ${dist}, run ${run + 1}: first paint ${ms(paint)}, done ${ms(done)}`);
        } catch (error) {
          console.log(
            `  ${kind.name}, ${dist}, run ${run + 1}: failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
          );
        }
      }
    }
    for (const [dist, values] of paints) {
      const summary = summarize(values);
      const figure = summary ? `${ms(summary.median)} p50, ${ms(summary.p95)} p95` : 'no figure';
      const pass = summary !== null && values.length === RUNS && summary.p95 <= FIRST_PAINT_TARGET_MS;
      lines.push(`${pass ? 'PASS' : 'FAIL'} ${kind.name}, ${dist}: click → first paint ${figure} (${values.length}/${RUNS} runs)`);
    }
  }
  console.log(lines.join('\n'));
  console.log(`load average (1 min) after: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await browser.close();
  for (const { shop } of shops) shop.stop();
}
