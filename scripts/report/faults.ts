/**
 * Issue 18 report section: the fault matrix. Runs e2e/fault-matrix.spec.ts and
 * e2e/fault-load.spec.ts (Playwright's JSON reporter; `npm test` runs the same whole table) and prints every
 * endpoint of e2e/faults/matrix.ts × fault → pass / FAIL, `n/a` where the fault does not apply (a
 * stale nonce on a call without one), `—` where the matrix does not drive the endpoint yet and
 * `not called` for a specified call no island makes (its row's `uncalled`). Met only when every
 * pair passes and every endpoint the islands call is driven.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULTS, faultsFor, MATRIX, pairTitle, rowName } from '../../e2e/faults/matrix.ts';

interface JsonSpec {
  title: string;
  ok: boolean;
  tests: { results: { status: string }[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

function outcomes(suites: readonly JsonSuite[], into = new Map<string, boolean>()): Map<string, boolean> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) into.set(spec.title, spec.ok && spec.tests.every((t) => t.results.length > 0));
    outcomes(suite.suites ?? [], into);
  }
  return into;
}

function runSpecs(): Map<string, boolean> {
  const output = join(mkdtempSync(join(tmpdir(), 'fault-matrix-')), 'results.json');
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'e2e/fault-matrix.spec.ts', 'e2e/fault-load.spec.ts', '--project=chromium', '--reporter=json', '--retries=0'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.error) throw run.error;
  return outcomes((JSON.parse(readFileSync(output, 'utf8')) as { suites: JsonSuite[] }).suites);
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** Prints the matrix and the load test; true iff every endpoint the islands call is driven and every pair passed. */
export function reportFaults(): Promise<boolean> {
  const results = runSpecs();
  const width = Math.max(...MATRIX.map((row) => rowName(row).length)) + 2;
  console.log(pad('endpoint', width) + FAULTS.map((fault) => pad(fault, 13)).join(''));
  let met = true;
  let pairs = 0;
  let passed = 0;
  for (const row of MATRIX) {
    const applies = new Set(faultsFor(row));
    const cells = FAULTS.map((fault) => {
      if (!applies.has(fault)) return 'n/a';
      if (row.uncalled) return 'not called';
      if (!row.drive) return '—';
      const ok = results.get(pairTitle(row, fault));
      pairs += 1;
      if (ok) passed += 1;
      return ok ? 'pass' : 'FAIL';
    });
    if ((!row.drive && !row.uncalled) || cells.includes('FAIL')) met = false;
    console.log(pad(rowName(row), width) + cells.map((cell) => pad(cell, 13)).join(''));
  }
  const driven = MATRIX.filter((row) => row.drive).length;
  const called = MATRIX.filter((row) => !row.uncalled).length;
  console.log(`\n${driven} of the ${called} endpoints the islands call driven; ${passed} of ${pairs} pairs pass ('—': not driven yet)`);
  const load = [...results].filter(([title]) => title.startsWith('add to cart under load'));
  for (const [title, ok] of load) console.log(`${ok ? 'pass' : 'FAIL'}  ${title}`);
  if (load.length === 0 || load.some(([, ok]) => !ok)) met = false;
  return Promise.resolve(met);
}
