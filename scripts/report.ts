/**
 * `npm run report` (issue 18): the proof-under-stress figures, printed, each section by its own
 * module under scripts/report/ — the fault matrix (endpoint × fault → pass), the fuzz counts, XSS
 * executions and CSP violations, memory slopes and the first-interaction latency table. The long
 * runs live here; `npm test` runs the bounded versions of the same suites.
 */
import { reportFaults } from './report/faults.ts';
import { reportFuzz } from './report/fuzz.ts';
import { reportLatency } from './report/latency.ts';
import { reportMemory } from './report/memory.ts';
import { reportSecurity } from './report/security.ts';

const sections: Array<[string, () => Promise<boolean>]> = [
  ['Fault matrix', reportFaults],
  ['Fuzzed markup', reportFuzz],
  ['Security: XSS corpus and strict CSP', reportSecurity],
  ['Memory and lifecycle', reportMemory],
  ['First interaction, every kind', reportLatency],
];

let failed = 0;
for (const [title, run] of sections) {
  console.log(`\n## ${title}`);
  // Each section prints its own figures and says whether every target was met.
  const met = await run().catch((error: unknown) => {
    console.log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  });
  if (!met) failed += 1;
}
console.log(`\n${sections.length - failed} sections met their targets, ${failed} did not`);
process.exitCode = failed > 0 ? 1 : 0;
