/**
 * Where a kind's first interaction spends its time before the first paint (issue 18): the bench's
 * own first visit (first-interactions.ts oneRun: cold cache, 4× CPU, slow line, quiet network), its
 * action inside a Chromium trace. Not part of `npm run bench`: a diagnostic run by hand,
 * `BENCH_KINDS=filter SHOP_DIST=<built dist> npx tsx scripts/bench/first-trace.ts [runs]`. Per run it
 * prints the probe's click → first paint, the length of the task that dispatched the click (the
 * figure least moved by the machine's load) and, with TASKS=1, the main thread's tasks from the click
 * to the first paint with what ran inside them; with PROFILE=1, the JavaScript sampled inside the
 * click's task (CDP Profiler, self time; build with `--minify false` for names).
 */
import { loadavg } from 'node:os';
import { launchChromium } from '../lib/chromium.ts';
import { startShop } from '../lib/shop-server.ts';
import { KINDS, oneRun } from './first-interactions.ts';
import { ms, printTasks, type ProfileNode, type TraceEvent } from './trace-print.ts';

const RUNS = Number(process.argv[2] ?? 5);
const PICKS = (process.env.BENCH_KINDS ?? 'filter').split(',').filter(Boolean);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'];

/** The renderer main thread's task that dispatched the (trusted) click, and the click itself. */
function clickTask(events: TraceEvent[]): { task: TraceEvent; click: TraceEvent } {
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  if (!click) throw new Error('no click in the trace');
  const task = events.find(
    (event) =>
      event.name === 'RunTask' &&
      event.pid === click.pid &&
      event.tid === click.tid &&
      event.ts <= click.ts &&
      event.ts + (event.dur ?? 0) >= click.ts + (click.dur ?? 0),
  );
  if (!task) throw new Error('no task around the click');
  return { task, click };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The functions sampled from `fromUs` to `toUs` (the trace's clock, which the profiler shares), by self time. */
function printProfile(profile: Profile, fromUs: number, toUs: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < fromUs || at > toUs) return;
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
    if (key.startsWith('(idle)')) return;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms(us).padStart(6)} ms  ${key}`);
}

const kinds = KINDS.filter((kind) => PICKS.some((pick) => kind.name.includes(pick)));
process.env.SHOP_DIST ??= 'dist';
const shop = await startShop();
const browser = await launchChromium();
try {
  console.log(`[trace] ${process.env.SHOP_DIST}, load average (1 min) ${loadavg()[0]!.toFixed(2)}`);
  for (const kind of kinds) {
    const tasks: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      let events: TraceEvent[] = [];
      let profile: Profile | null = null;
      const [paint] = await oneRun(browser, shop.url, kind, async (page, action) => {
        const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
          await cdp.send('Profiler.start');
        }
        await browser.startTracing(page, { categories: CATEGORIES });
        try {
          await action();
        } finally {
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
          events = Array.isArray(trace) ? trace : trace.traceEvents;
          if (cdp) profile = ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
        }
      });
      const { task, click } = clickTask(events);
      tasks.push((task.dur ?? 0) / 1000);
      console.log(`${kind.name}, run ${run + 1}: click → first paint ${paint.toFixed(1)} ms; the click's task ${ms(task.dur ?? 0)} ms`);
      if (profile) printProfile(profile, task.ts, task.ts + (task.dur ?? 0));
      if (process.env.TASKS)
        printTasks(events, task.ts, click.ts + paint * 1000, { minTaskUs: 200, minEventUs: 150, invalidations: false });
    }
    const sorted = [...tasks].sort((a, b) => a - b);
    console.log(
      `${kind.name}: the click's task, median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(1)} ms of ${sorted.length} runs`,
    );
  }
} finally {
  await browser.close();
  shop.stop();
}
