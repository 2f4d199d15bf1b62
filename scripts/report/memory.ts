/**
 * Issue 18 report section "Memory and lifecycle": the full counts (1,000 fragment replacements,
 * 200 quick-view / cart-drawer / lightbox open-close cycles, 100 ProductX filter changes) through the same
 * e2e spec `npm test` runs with a few cycles (e2e/memory.spec.ts, MEMORY_FULL=1), against the built dist/.
 * Prints per scenario: cycles, roots / listeners / timers before → after (flat: not above the baseline), DOM nodes, the heap slope after GC
 * over the last half of the cycles (KB per cycle) against its tolerance, and pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScenarioResult } from '../../e2e/memory-probe.ts';

function row(cells: ReadonlyArray<string | number>): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(24) : String(cell).padStart(12))).join(' ');
}

export function reportMemory(): Promise<boolean> {
  const out = mkdtempSync(join(tmpdir(), 'shop-islands-memory-'));
  console.log('full counts in Chromium (e2e/memory.spec.ts, MEMORY_FULL=1; several minutes) …');
  const run = spawnSync('npx', ['playwright', 'test', 'e2e/memory.spec.ts', '--project=chromium', '--retries=0', '--workers=1'], {
    env: { ...process.env, MEMORY_FULL: '1', MEMORY_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const results = readdirSync(out).map((file) => JSON.parse(readFileSync(join(out, file), 'utf8')) as ScenarioResult);
  const arrow = (a: number, b: number): string => `${a}→${b}`;
  console.log(row(['scenario', 'cycles', 'roots', 'listeners', 'timers', 'DOM nodes', 'heap KB/cycle', 'pass']));
  for (const r of results) {
    console.log(
      row([
        r.name,
        r.cycles,
        arrow(r.before.roots, r.after.roots),
        arrow(r.before.listeners, r.after.listeners),
        arrow(r.before.timers, r.after.timers),
        arrow(r.nodesBefore, r.nodesAfter),
        `${r.slopeKb.toFixed(2)} < ${r.toleranceKb}`,
        r.pass ? 'pass' : 'FAIL',
      ]),
    );
  }
  console.log(`${results.length} of 5 scenarios measured; playwright exit ${run.status ?? 'signal'}`);
  return Promise.resolve(run.status === 0 && results.length === 5 && results.every((r) => r.pass));
}
