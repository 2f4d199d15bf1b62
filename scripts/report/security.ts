/**
 * Issue 18 report section: security. Runs e2e/xss.spec.ts and e2e/secrets.spec.ts (project chromium) and
 * every flow of the strict-CSP project with its teardown (Playwright's JSON reporter), then prints the
 * vectors × sinks tried (the corpus's vectors found as inert text in each sink, from the specs'
 * annotations), the trap's executions and uncaught errors, the CSP violations the backend recorded, and
 * the nonces read against the leaks found. Met only when every run passed and all of those are 0.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Annotation {
  type: string;
  description?: string;
}
interface JsonSpec {
  title: string;
  ok: boolean;
  tests: { projectName: string; annotations?: Annotation[]; results: { status: string; annotations?: Annotation[] }[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
interface Run {
  specs: JsonSpec[];
  passed: boolean;
}

function flatten(suites: readonly JsonSuite[], into: JsonSpec[] = []): JsonSpec[] {
  for (const suite of suites) {
    into.push(...(suite.specs ?? []));
    flatten(suite.suites ?? [], into);
  }
  return into;
}

function playwright(args: string[]): Run {
  const output = join(mkdtempSync(join(tmpdir(), 'security-report-')), 'results.json');
  const run = spawnSync('npx', ['playwright', 'test', ...args, '--reporter=json', '--retries=0'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.error) throw run.error;
  const specs = flatten((JSON.parse(readFileSync(output, 'utf8')) as { suites: JsonSuite[] }).suites);
  return { specs, passed: run.status === 0 };
}

/** Every annotation of `type` the runs carry (each test's last result's; older reporters keep them on the test). */
function annotations(run: Run, type: string): string[] {
  return run.specs
    .flatMap((spec) => spec.tests.flatMap((test) => test.results.at(-1)?.annotations ?? test.annotations ?? []))
    .filter((a) => a.type === type)
    .map((a) => a.description ?? '');
}

function table(rows: Array<[string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

export function reportSecurity(): Promise<boolean> {
  const xss = playwright(['e2e/xss.spec.ts', 'e2e/secrets.spec.ts', '--project=chromium']);
  const csp = playwright(['--project=strict-csp', '--project=strict-csp-violations']);

  const sinks = annotations(xss, 'xss-sink').map((line) => {
    const at = line.lastIndexOf(' ');
    return [line.slice(0, at), Number(line.slice(at + 1))] as [string, number];
  });
  const tried = sinks.reduce((sum, [, n]) => sum + n, 0);
  const runs = annotations(xss, 'xss-executions').map((line) => line.split(' ').map(Number));
  const executions = runs.reduce((sum, [calls = 0]) => sum + calls, 0);
  const uncaught = runs.reduce((sum, [, errors = 0]) => sum + errors, 0);
  const violations = annotations(csp, 'csp-violations').reduce((sum, n) => sum + Number(n), 0);
  const [nonces = 0, leaks = 0] = (/nonces (\d+) leaks (\d+)/.exec(annotations(xss, 'secrets').join(' ')) ?? []).slice(1).map(Number);
  const cspTests = csp.specs.flatMap((spec) => spec.tests).length;

  console.log('XSS corpus: vectors found inert in each sink');
  table(sinks.map(([name, n]) => [name, String(n)]));
  console.log('');
  table([
    ['vectors × sinks tried', String(tried)],
    ['executions (trap calls)', String(executions)],
    ['uncaught errors', String(uncaught)],
    [`CSP violations (${cspTests} strict-CSP tests)`, String(violations)],
    [`secrets leaked (${nonces} nonces read)`, String(leaks)],
    ['runs', `xss+secrets ${xss.passed ? 'pass' : 'FAIL'}, strict CSP ${csp.passed ? 'pass' : 'FAIL'}`],
  ]);
  for (const spec of [...xss.specs, ...csp.specs].filter((s) => !s.ok)) console.log(`failed: ${spec.title}`);
  const met = xss.passed && csp.passed && tried > 0 && executions === 0 && uncaught === 0 && violations === 0 && leaks === 0 && nonces > 0;
  return Promise.resolve(met);
}
