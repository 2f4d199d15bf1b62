/**
 * Bundle budgets: gzip -9 size of the entry, of each chunk, and of the JavaScript
 * each fixture page loads, measured in Chromium: at load (idle work held back) and
 * settled (its idle islands hydrated), or, for a page with a budget of its own, after
 * scrolling through it so every visible island hydrated. Prints a table; exits 1 when over budget, when two
 * chunks share a name, or when the listing add's chunk graph is deeper or wider than
 * MONEY_PATH_LIMITS (scripts/lib/chunk-graph.ts).
 * `--json=FILE` also writes {passed, failed} for the test summary.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sharedNames } from './lib/chunk-names.ts';
import { MONEY_PATH_LIMITS, builtChunkGraph } from './lib/chunk-graph.ts';
import type { Browser } from '@playwright/test';
import { launchChromium } from './lib/chromium.ts';
import { fixturePages } from './lib/fixture-pages.ts';
import { holdIdleWork, scrollThrough, trackRequests, waitUntilSettled, type SettleMode } from './lib/settle.ts';
import { startShop } from './lib/shop-server.ts';
import { buildWithEveryClaim } from './lib/registry-45.ts';

interface Budgets {
  entry: number;
  chunk: number;
  chunks: Record<string, number>;
  pageAtLoad: number;
  pageSettled: number;
  pages: Record<string, number>;
}

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;
// SHOP_DIST: a bundle built elsewhere (`vite build --outDir …`); the shop started below serves the same one.
const DIST = process.env.SHOP_DIST ?? 'dist';
const ENTRY = 'shop-islands.js';

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** `chunks/react-root-AbC1234.js` → `react-root` (vite.config.ts names chunks `[name]-[hash:7]`). */
function chunkName(file: string): string {
  return relative(DIST, file)
    .replace(/^chunks\//, '')
    .replace(/-[\w-]{7}\.js$/, '')
    .replace(/\.js$/, '');
}

interface Row {
  what: string;
  bytes: number;
  budget: number;
  /** The page never settled: its count is partial, so the row fails whatever the bytes. */
  incomplete?: true;
}

const rows: Row[] = [];
const chunkNames: string[] = [];
for (const file of jsFiles(DIST)) {
  const isEntry = relative(DIST, file) === ENTRY;
  const name = chunkName(file);
  if (!isEntry) chunkNames.push(name);
  rows.push({
    what: isEntry ? `entry ${ENTRY}` : `chunk ${name}`,
    bytes: gzipSize(file),
    budget: isEntry ? budgets.entry : (budgets.chunks[name] ?? budgets.chunk),
  });
}
// Two chunks of one name make two rows nobody can tell apart, and a budget in budgets.json would cover both.
const ambiguousNames = sharedNames(chunkNames);

// The listing add's chunk graph (issue 10): its island chunk and the money-path chunk, one round trip after the other.
const moneyPath = builtChunkGraph(DIST, jsFiles(DIST), 'AddToCartButton', ENTRY);
const moneyPathProblem =
  typeof moneyPath === 'string'
    ? moneyPath
    : moneyPath.depth > MONEY_PATH_LIMITS.depth || moneyPath.files.length > MONEY_PATH_LIMITS.files
      ? `the listing add fetches ${moneyPath.files.length} files, ${moneyPath.depth} imports deep (at most ${MONEY_PATH_LIMITS.files} files, ${MONEY_PATH_LIMITS.depth} deep): ${moneyPath.files.join(', ')}`
      : undefined;

// The registry must fit every widget of the spec (issue 9): the entry built with all of them registered.
console.log('[size] building the entry with every widget of the spec registered');
const full = await buildWithEveryClaim();
const claimCount = full.inEntry + full.inGroups;
rows.push({
  what: `entry with all ${claimCount} claims (${full.inEntry} in it, ${full.inGroups} in groups)`,
  bytes: full.bytes,
  budget: budgets.entry,
  ...(claimCount < 45 ? { incomplete: true as const } : {}),
});

type PageMeasure = SettleMode | 'hydrated';

/** The JavaScript `route` fetches from the bundle, gzip -9, until the page reached `measure`'s end. */
async function measurePage(browser: Browser, route: string, measure: PageMeasure, budget: number): Promise<Row> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    if (measure === 'load') await holdIdleWork(tab);
    const scripts = new Set<string>();
    const requests = trackRequests(tab);
    tab.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/dist/') && path.endsWith('.js')) scripts.add(path.slice('/dist/'.length));
    });
    await tab.goto(new URL(route, shop.url).href, { waitUntil: 'load' });
    const settled = measure === 'hydrated' ? await scrollThrough(tab, requests) : await waitUntilSettled(tab, requests, undefined, measure);
    const bytes = [...scripts].reduce((sum, path) => sum + gzipSize(join(DIST, path)), 0);
    const what = `page ${route}${measure === 'hydrated' ? '' : measure === 'load' ? ' at load' : ' settled'}`;
    if (settled.ok) return { what: `${what} (${scripts.size} files)`, bytes, budget };
    return { what: `${what}: ${settled.reason}`, bytes, budget, incomplete: true };
  } finally {
    await context.close();
  }
}

const shop = await startShop();
const browser = await launchChromium();
try {
  const pages = fixturePages();
  for (const [index, page] of pages.entries()) {
    console.log(`[size] page ${index + 1}/${pages.length}: ${page.route}`);
    const budgeted = budgets.pages[page.route];
    // A page budgeted "after hydration" counts every island it can have without interaction, so it is
    // scrolled through. Any other page is measured twice: at load (the entry, the claim groups its markup
    // sniffs and the islands that start now or in view; idle work held back) and settled (idle islands too).
    if (budgeted !== undefined) rows.push(await measurePage(browser, page.route, 'hydrated', budgeted));
    else {
      rows.push(await measurePage(browser, page.route, 'load', budgets.pageAtLoad));
      rows.push(await measurePage(browser, page.route, 'settled', budgets.pageSettled));
    }
  }
} finally {
  await browser.close();
  shop.stop();
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
let overBudget = 0;
console.log(`${'what'.padEnd(60)} ${'gzip'.padStart(9)} ${'budget'.padStart(9)}`);
for (const row of rows) {
  const over = row.bytes > row.budget;
  if (over) overBudget += 1;
  console.log(`${row.what.padEnd(60)} ${kb(row.bytes).padStart(9)} ${kb(row.budget).padStart(9)}${over ? '  OVER BUDGET' : ''}`);
}
for (const name of ambiguousNames)
  console.log(`chunk name "${name}" is given to several files: scripts/lib/chunk-names.ts must tell them apart`);
if (typeof moneyPath !== 'string') {
  console.log(
    `listing add: ${moneyPath.files.length} files, ${moneyPath.depth} imports deep after the entry (${moneyPath.files.join(', ')})`,
  );
}
if (moneyPathProblem) console.log(`MONEY PATH: ${moneyPathProblem}`);
const passed = rows.length - overBudget;
const failed = overBudget + ambiguousNames.length + (moneyPathProblem ? 1 : 0);
console.log(
  `size budgets: ${passed} within, ${overBudget} over; chunk names: ${ambiguousNames.length} shared; listing add chunk graph: ${moneyPathProblem ? 'too deep or too many files' : 'within'}`,
);
const jsonArg = process.argv.find((arg) => arg.startsWith('--json='));
if (jsonArg) writeFileSync(jsonArg.slice('--json='.length), JSON.stringify({ passed, failed, rows }));
process.exit(failed === 0 ? 0 : 1);
