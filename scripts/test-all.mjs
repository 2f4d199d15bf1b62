#!/usr/bin/env node
// Runs every test runner in turn and ends with one plain line `N passed, N failed`
// (all runners added up). Steps: type-check, lint, format check, build, unit tests (vitest; then again with the clock
// a year ahead in another time zone), e2e
// (Playwright in Debian's chromium), bundle budgets, php -l and the checks of the WordPress plugin.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const reports = mkdtempSync(join(tmpdir(), 'shop-islands-tests-'));
const totals = { passed: 0, failed: 0 };
const lines = [];

function step(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function count(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${name}: ${passed} passed, ${failed} failed`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// Type-check, lint (the layer rules are lint rules: eslint.config.js) and the format check count one each.
const checks = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
];
for (const [name, command, args] of checks) count(name, ...(step(name, command, args) ? [1, 0] : [0, 1]));

const built = step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
count('build', ...(built ? [1, 0] : [0, 1]));

/** Runs the vitest suite (behind `wrapper`, if any) and counts its tests under `name`. */
function unitSuite(name, wrapper = [], extraEnv = {}) {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const [command, ...rest] = [...wrapper, ...args];
  const ok = step(name, command, rest, extraEnv);
  const result = readJson(report);
  if (result) count(name, result.numPassedTests, result.numFailedTests + (ok || result.numFailedTests > 0 ? 0 : 1));
  else count(name, 0, 1);
  for (const file of result?.testResults ?? [])
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') lines.push(`${name} failed: ${test.fullName}`);
}

unitSuite('unit');
// The same unit suite with the clock 400 days ahead in a time zone far from UTC (libfaketime):
// a test that depends on today's date or the machine's zone fails here (issue 8).
const SHIFTED_CLOCK = { FAKETIME: '+400d', TZ: 'Pacific/Chatham' };
unitSuite(`unit (clock ${SHIFTED_CLOCK.FAKETIME}, ${SHIFTED_CLOCK.TZ})`, ['faketime', '-f', SHIFTED_CLOCK.FAKETIME], {
  TZ: SHIFTED_CLOCK.TZ,
});

/** The titles of the report's tests whose outcome is `status` ('unexpected', 'flaky'): CI's log keeps only its tail. */
function playwrightTitles(report, status) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) if (test.status === status) titles.push([...path, spec.title].join(' › '));
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}

if (built) {
  const playwrightReport = join(reports, 'playwright.json');
  const e2eOk = step('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });
  const e2e = readJson(playwrightReport);
  if (e2e?.stats) {
    const failed = e2e.stats.unexpected + (e2eOk || e2e.stats.unexpected > 0 ? 0 : 1);
    count('e2e', e2e.stats.expected + e2e.stats.flaky, failed);
    if (e2e.stats.flaky > 0) lines.push(`e2e: ${e2e.stats.flaky} passed only on retry (flaky)`);
    for (const title of playwrightTitles(e2e, 'unexpected')) lines.push(`e2e failed: ${title}`);
    for (const title of playwrightTitles(e2e, 'flaky')) lines.push(`e2e flaky: ${title}`);
  } else count('e2e', 0, 1);

  const sizeReport = join(reports, 'size.json');
  step('size budgets', 'npx', ['tsx', 'scripts/size.ts', `--json=${sizeReport}`]);
  const size = readJson(sizeReport);
  if (size) count('size budgets', size.passed, size.failed);
  else count('size budgets', 0, 1);
}

const plugin = 'integrations/wordpress/shop-islands.php';
if (existsSync(plugin)) {
  count('php -l', ...(step('php lint', 'php', ['-l', plugin]) ? [1, 0] : [0, 1]));
  // The plugin's own checks print `N passed, N failed` last (see the file).
  const phpTest = 'integrations/wordpress/tests/replaced-scripts.php';
  console.log(`\n=== plugin: php ${phpTest}`);
  const run = spawnSync('php', [phpTest], { encoding: 'utf8', env });
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  const summary = /(\d+) passed, (\d+) failed\s*$/.exec(run.stdout ?? '');
  if (summary) count('plugin (php)', Number(summary[1]), Number(summary[2]) + (run.status === 0 || Number(summary[2]) > 0 ? 0 : 1));
  else count('plugin (php)', 0, 1);
}

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
