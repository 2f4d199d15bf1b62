/**
 * Runs fuzz cases for one island in happy-dom: each case shows the seed's markup with a few mutated
 * slots and the page's globals (some fields mutated), starts the runtime with the island (its strategy
 * made `now`) and a witness island after it, waits until the witness is live, then stops the runtime.
 * Counted: the island's outcome (skipped / live / failed), uncaught errors (window `error`,
 * `unhandledrejection`, a throw out of the runtime) and cases where the page did not finish hydrating.
 */
import { ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';
import { defineIsland, type RegisteredIsland } from '../../src/island.ts';
import { startRuntime } from '../../src/runtime.ts';
import type { Seed, Slot } from './corpus.ts';
import { mutate } from './mutate.ts';
import { prng, seedFor, type Prng } from './prng.ts';

export interface FuzzCounts {
  island: string;
  /** The page its seed markup comes from. */
  page: string;
  cases: number;
  /** Cases the runtime mounted (the rest went through the props reader only). */
  mounted: number;
  /** Props-reader-only cases whose data was read (the island would have been claimed). */
  read: number;
  skipped: number;
  live: number;
  failed: number;
  /** The witness after the island never went live: the rest of the page stopped hydrating. */
  stuck: number;
  uncaught: number;
  /** The first case (its number) with an uncaught error or a stuck page, and what happened: the regression seed. */
  firstBad?: { index: number; what: string };
}

const WITNESS_ID = 'fuzz-witness';
/** Turns a case may take before the page counts as stuck (the first case also imports the island's chunks). */
const MAX_TURNS = 3000;
const FAST_TURNS = 50;

const witness = defineIsland<Record<string, never>>({
  name: 'fuzz-witness',
  selector: `#${WITNESS_ID}`,
  hydrate: { on: 'now' },
  load: () => Promise.resolve({ mount: () => Promise.resolve(() => {}) }),
});

function nodeIn(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

type Globals = Record<string, Record<string, unknown>>;

/** The seed's value at `slot` (markup read from the seed's own copy, parsed once per seed). */
function seedValue(slot: Slot, seed: ParsedSeed): string | null {
  if (slot.kind === 'global') {
    const value = seed.globals[slot.name]?.[slot.key];
    if (value === undefined) return null;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return null; // Nested deeper than JSON.stringify goes: mutate from nothing.
    }
  }
  const node = nodeIn(seed.doc.body, slot.path);
  if (!node) return null;
  return slot.kind === 'text' ? node.textContent : node.getAttribute(slot.name);
}

interface ParsedSeed {
  seed: Seed;
  /** Whether the island has a props reader (one refuses an empty element); without one only mounts read the markup. */
  readsProps: boolean;
  doc: Document;
  globals: Globals;
  markup: Slot[];
  config: Slot[];
}

const parsedSeeds = new WeakMap<Seed, ParsedSeed>();

function parsed(seed: Seed): ParsedSeed {
  let entry = parsedSeeds.get(seed);
  if (!entry) {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = seed.html;
    const globals: Globals = {};
    for (const [name, json] of Object.entries(seed.globals)) globals[name] = JSON.parse(json) as Record<string, unknown>;
    const markup = seed.slots.filter((slot) => slot.kind !== 'global');
    const config = seed.slots.filter((slot) => slot.kind === 'global');
    entry = { seed, doc, globals, markup, config, readsProps: false };
    parsedSeeds.set(seed, entry);
  }
  return entry;
}

/** One case's mutations, as data: each slot's new value (null: removed), chosen from the seed's values. */
function caseMutations(seed: ParsedSeed, rng: Prng): Map<Slot, string | null> {
  const changes = new Map<Slot, string | null>();
  const count = 1 + rng.int(3);
  for (let i = 0; i < count && seed.seed.slots.length > 0; i++) {
    // Mostly the island's own markup; a page global (shared by every island on the page) one time in five.
    const slot = rng.pick(seed.markup.length > 0 && (seed.config.length === 0 || rng.next() < 0.8) ? seed.markup : seed.config);
    changes.set(slot, mutate(changes.has(slot) ? changes.get(slot)! : seedValue(slot, seed), rng));
  }
  return changes;
}

function parseLoose(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Shows the case in the document and sets the page's globals (fresh copies of those it changes); returns their names. */
function showCase(seed: ParsedSeed, changes: Map<Slot, string | null>): string[] {
  const globals: Globals = { ...seed.globals };
  document.body.className = seed.seed.bodyClass;
  document.body.innerHTML = `${seed.seed.html}<i id="${WITNESS_ID}"></i>`;
  for (const [slot, value] of changes) {
    if (slot.kind === 'global') {
      const record = (globals[slot.name] = JSON.parse(seed.seed.globals[slot.name]!) as Record<string, unknown>);
      if (value === null) delete record[slot.key];
      else record[slot.key] = parseLoose(value);
      continue;
    }
    const node = nodeIn(document.body, slot.path);
    if (!node) continue;
    if (slot.kind === 'text') node.textContent = value ?? '';
    else if (value === null) node.removeAttribute(slot.name);
    else node.setAttribute(slot.name, value);
  }
  for (const [name, value] of Object.entries(globals)) (globalThis as Record<string, unknown>)[name] = value;
  return Object.keys(globals);
}

/** A task turn: the first ones through setImmediate (fast), then timer turns for a mount that waits on one. */
function turn(index: number): Promise<void> {
  return new Promise((resolve) => (index < FAST_TURNS ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

async function turns(done: () => boolean): Promise<boolean> {
  for (let i = 0; i < MAX_TURNS; i++) {
    if (done()) return true;
    await turn(i);
  }
  return done();
}

export interface FuzzOptions {
  /** Every case goes through the props reader; one case in `mountEvery` is also mounted by the runtime. */
  mountEvery: number;
  /** Run only this case (the others are generated and dropped, so its mutations are the same): a regression seed. */
  only?: number;
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The runtime mounts the island (strategy made `now`) and then the witness; returns what went wrong. */
async function mountCase(island: RegisteredIsland, counts: FuzzCounts): Promise<string[]> {
  const problems: string[] = [];
  try {
    const runtime = startRuntime([{ ...island, hydrate: { on: 'now' } }, witness], document, []);
    const settled = await turns(() => document.getElementById(WITNESS_ID)?.getAttribute(ISLAND_STATE_ATTR) === 'live');
    runtime.stop();
    await turn(0);
    if (!settled) {
      counts.stuck += 1;
      problems.push('stuck: the witness after the island never went live');
    }
  } catch (error) {
    problems.push(`thrown: ${describeError(error)}`);
  }
  return problems;
}

/** The props reader alone, as the runtime's claim calls it: a throw is uncaught (the claim has no try). */
function readCase(island: RegisteredIsland, element: HTMLElement | undefined): { state: string | undefined; problems: string[] } {
  if (!element) return { state: undefined, problems: [] };
  try {
    return { state: island.prepare(element).ok ? 'read' : 'skipped', problems: [] };
  } catch (error) {
    return { state: undefined, problems: [`thrown by the props reader: ${describeError(error)}`] };
  }
}

function count(counts: FuzzCounts, state: string | null | undefined): void {
  if (state === 'skipped') counts.skipped += 1;
  else if (state === 'live') counts.live += 1;
  else if (state === 'failed') counts.failed += 1;
  else if (state === 'read') counts.read += 1;
}

/** Runs `cases` mutated cases of `island` from `seed` (fixed seed per island name). */
export async function fuzzIsland(island: RegisteredIsland, seed: Seed, cases: number, options: FuzzOptions): Promise<FuzzCounts> {
  const counts: FuzzCounts = {
    island: island.name,
    page: seed.page,
    cases: 0,
    mounted: 0,
    read: 0,
    skipped: 0,
    live: 0,
    failed: 0,
    stuck: 0,
    uncaught: 0,
  };
  const rng = prng(seedFor(island.name));
  const parsedSeed = parsed(seed);
  parsedSeed.readsProps = !island.prepare(document.createElement('div')).ok;
  let errors: string[] = [];
  const onError = (event: Event): void => {
    errors.push(`${event.type}: ${describeError((event as ErrorEvent).error ?? (event as PromiseRejectionEvent).reason)}`);
  };
  const onRejection = (reason: unknown): void => onError(Object.assign(new Event('unhandledrejection'), { reason }));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  process.on('unhandledRejection', onRejection);
  try {
    for (let index = 0; index < cases; index++) {
      const changes = caseMutations(parsedSeed, rng);
      if (options.only === undefined || index === options.only) {
        const mount = options.only !== undefined || index % options.mountEvery === 0;
        const names = mount || parsedSeed.readsProps ? showCase(parsedSeed, changes) : [];
        errors = [];
        const element = nodeIn(document.body, seed.target) as HTMLElement | undefined;
        counts.cases += 1;
        if (mount) {
          counts.mounted += 1;
          errors.push(...(await mountCase(island, counts)));
          count(counts, element?.getAttribute(ISLAND_STATE_ATTR));
        } else if (!parsedSeed.readsProps) {
          // No props reader: nothing reads this case before a mount (its mutations still advanced the PRNG).
          counts.read += 1;
        } else {
          const read = readCase(island, element);
          errors.push(...read.problems);
          count(counts, read.state);
        }
        if (({} as Record<string, unknown>)['polluted'] !== undefined) errors.push('Object.prototype polluted');
        counts.uncaught += errors.filter((error) => !error.startsWith('stuck')).length;
        if (errors.length > 0 && !counts.firstBad) counts.firstBad = { index, what: errors.join('\n') };
        for (const name of names) delete (globalThis as Record<string, unknown>)[name];
      }
    }
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
    process.off('unhandledRejection', onRejection);
  }
  return counts;
}
