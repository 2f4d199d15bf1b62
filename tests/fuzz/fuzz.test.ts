/**
 * Issue 18 "Bad markup": every island's data attributes, JSON config and page globals, mutated with a
 * fixed seed (1,000 cases per island here; `npm run report` runs 10,000 with FUZZ_CASES) and fed
 * through the runtime's props reading and mount in happy-dom → 0 uncaught errors, and the page
 * around the island still hydrates (a witness island after it goes live every time).
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allIslands, findSeeds, type Seed } from './corpus.ts';
import { fuzzIsland, type FuzzCounts } from './run.ts';
import type { RegisteredIsland } from '../../src/island.ts';

const CASES = Number(process.env['FUZZ_CASES'] ?? 1000);
/** Mounting costs a few ms a case in happy-dom: npm test mounts 1 case in 20 (50 per island), the report 1 in 10. */
const MOUNT_EVERY = Number(process.env['FUZZ_MOUNT_EVERY'] ?? 20);
const islands = await allIslands();
let seeds: Map<RegisteredIsland, Seed | undefined>;
const results: FuzzCounts[] = [];

/** Whether the island mounts on its unmutated seed; one that cannot (it reads elsewhere on the page) gets the whole page. */
async function mountsOn(island: RegisteredIsland, seed: Seed): Promise<boolean> {
  document.body.className = seed.bodyClass;
  document.body.innerHTML = seed.html;
  let element: Element | undefined = document.body;
  for (const index of seed.target) element = element?.children[index];
  const prepared = element instanceof HTMLElement ? island.prepare(element) : undefined;
  try {
    if (prepared?.ok) (await prepared.mount())();
    return true;
  } catch {
    return false;
  } finally {
    document.body.innerHTML = '';
  }
}

beforeAll(async () => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  for (const method of ['warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(() => {});
  seeds = findSeeds(islands);
  const narrow: RegisteredIsland[] = [];
  for (const [island, seed] of seeds) if (seed && !(await mountsOn(island, seed))) narrow.push(island);
  for (const [island, seed] of findSeeds(narrow, true)) seeds.set(island, seed);
}, 120_000);

beforeEach(() => {
  // Islands warn about markup they cannot read (that is their job); the fuzz counts errors, not words.
  for (const method of ['warn', 'error', 'info', 'log'] as const) vi.spyOn(console, method).mockImplementation(() => {});
  // No backend here: a call never answers (the fault matrix covers answers), so nothing leaves the test.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  // The runtime yields between mounts; a browser's scheduler.yield is a task turn, here the fastest one.
  vi.stubGlobal('scheduler', { yield: () => new Promise((resolve) => setImmediate(resolve)) });
});

afterAll(() => {
  if (process.env['FUZZ_OUT']) writeFileSync(process.env['FUZZ_OUT'], JSON.stringify(results, null, 2));
});

describe('fuzzed markup', () => {
  it('has a corpus (markup on a fixture page) for every registered island', () => {
    expect(islands.length).toBeGreaterThan(50);
    expect([...seeds].filter(([, seed]) => !seed).map(([island]) => island.name)).toEqual([]);
  });

  it.each(islands.map((island) => [island.name, island] as const))(
    `%s: ${CASES} mutations (1 in ${MOUNT_EVERY} mounted), 0 uncaught, the page still hydrates`,
    async (_name, island) => {
      const seed = seeds.get(island);
      if (!seed) return; // Reported by the corpus test above.
      const counts = await fuzzIsland(island, seed, CASES, { mountEvery: MOUNT_EVERY });
      results.push(counts);
      expect(counts.firstBad?.what ?? '', `case ${counts.firstBad?.index ?? '-'} of ${island.name} (${seed.page})`).toBe('');
      expect(counts.uncaught).toBe(0);
      expect(counts.stuck).toBe(0);
    },
    600_000,
  );
});
