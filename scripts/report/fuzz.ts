/**
 * Issue 18 report section "Fuzzed markup": 10,000 mutated cases per island (every case through the
 * props reader, 1 in 10 mounted by the runtime in happy-dom) — the same suite `npm test` runs with
 * 1,000 (tests/fuzz/fuzz.test.ts). Prints per island: cases, mounted, skipped, live, failed, stuck,
 * uncaught; met when no case has an uncaught error and no page stopped hydrating.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FuzzCounts } from '../../tests/fuzz/run.ts';

const CASES = 10_000;
const MOUNT_EVERY = 10;

function row(cells: ReadonlyArray<string | number>): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(24) : String(cell).padStart(8))).join(' ');
}

export function reportFuzz(): Promise<boolean> {
  const out = join(mkdtempSync(join(tmpdir(), 'shop-islands-fuzz-')), 'fuzz.json');
  console.log(`${CASES} cases per island, 1 in ${MOUNT_EVERY} mounted (tests/fuzz/, fixed seed per island) …`);
  const run = spawnSync('npx', ['vitest', 'run', 'tests/fuzz/fuzz.test.ts'], {
    env: { ...process.env, FUZZ_CASES: String(CASES), FUZZ_MOUNT_EVERY: String(MOUNT_EVERY), FUZZ_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let results: FuzzCounts[];
  try {
    results = JSON.parse(readFileSync(out, 'utf8')) as FuzzCounts[];
  } catch {
    console.log(`the fuzz suite wrote no figures (exit ${run.status ?? 'signal'})`);
    return Promise.resolve(false);
  }
  console.log(row(['island', 'cases', 'mounted', 'skipped', 'live', 'failed', 'stuck', 'uncaught']));
  for (const r of results) console.log(row([r.island, r.cases, r.mounted, r.skipped, r.live, r.failed, r.stuck, r.uncaught]));
  const bad = results.filter((r) => r.uncaught > 0 || r.stuck > 0);
  for (const r of bad) console.log(`${r.island}: first bad case ${r.firstBad?.index ?? '-'}: ${r.firstBad?.what.split('\n')[0] ?? ''}`);
  const total = results.reduce((sum, r) => sum + r.uncaught, 0);
  console.log(
    `${results.length} islands, ${results.reduce((sum, r) => sum + r.cases, 0)} cases, ${total} uncaught; suite exit ${run.status ?? 'signal'}`,
  );
  return Promise.resolve(run.status === 0 && bad.length === 0 && results.length > 0);
}
