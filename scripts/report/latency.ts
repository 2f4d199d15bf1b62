/**
 * Issue 18 report section: the first interaction of every island kind (scripts/bench/first-interactions.ts,
 * the same runs `npm run bench` makes): click → first paint and click → done, p50/p95, cold cache, 4× CPU,
 * 1.6 Mbps / 150 ms RTT. Met only when every kind's first paint is ≤ 100 ms at p95 over a full set of
 * runs (BENCH_RUNS, default 5). The machine's load average is printed with the figures: they mean little
 * on a machine busy with other work.
 */
import { loadavg } from 'node:os';
import { printFirstInteractionTable, runFirstInteractionBench } from '../bench/first-interactions.ts';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';

export async function reportLatency(): Promise<boolean> {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, not "${process.env.BENCH_RUNS}".`);
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const before = loadavg()[0]!.toFixed(2);
    const figures = await runFirstInteractionBench(browser, shop.url, runs);
    console.log(`load average (1 min) ${before} before the runs, ${loadavg()[0]!.toFixed(2)} after`);
    printFirstInteractionTable(figures);
    return figures.every((figure) => figure.pass);
  } finally {
    await browser.close();
    shop.stop();
  }
}
