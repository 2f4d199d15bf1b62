/**
 * `npm run report` (issue 18): the proof-under-stress figures, printed, each section by its own
 * module under scripts/report/ — the fault matrix (endpoint × fault → pass), the fuzz counts, XSS
 * executions and CSP violations, memory slopes and the first-interaction latency table. The long
 * runs live here; `npm test` runs the bounded versions of the same suites.
 * REPORT_SECTIONS picks sections by a part of their title, case-insensitive (`REPORT_SECTIONS=fuzz,memory`):
 * every section without it. The closing line counts only the sections run.
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

const picks = (process.env.REPORT_SECTIONS ?? '')
  .split(',')
  .map((pick) => pick.trim().toLowerCase())
  .filter(Boolean);
const chosen = picks.length ? sections.filter(([title]) => picks.some((pick) => title.toLowerCase().includes(pick))) : sections;
if (chosen.length === 0) throw new Error(`no report section matches REPORT_SECTIONS="${process.env.REPORT_SECTIONS}"`);

let failed = 0;
for (const [title, run] of chosen) {
  console.log(`\n## ${title}`);
  // Each section prints its own figures and says whether every target was met.
  const met = await run().catch((error: unknown) => {
    console.log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  });
  if (!met) failed += 1;
}
const skipped = sections.length - chosen.length;
console.log(`\n${chosen.length - failed} sections met their targets, ${failed} did not${skipped ? ` (${skipped} not run)` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
