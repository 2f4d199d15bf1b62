/**
 * The money path, side by side in one run (issue 10): legacy stack vs shop-islands on the same
 * listing, on both networks, runs interleaved (legacy, islands, legacy, …) so drift hits both; then
 * the variation form's completing choice. Prints the table and one PASS/FAIL line per target; a
 * target never passes on a partial measurement (a missing run is a FAIL that says why).
 */
import type { Browser } from '@playwright/test';
import { NETWORKS } from './conditions.ts';
import { STACKS, timeFirstAdd, timeVariationChoice, type Stack, type VariationShower } from './money-runs.ts';
import { ms, summarize, type Summary } from './stats.ts';

export interface MoneyPathSetup {
  browser: Browser;
  /** The bench front's URL (proxy.ts). */
  base: string;
  runs: number;
  /** Listing pages to compare on (the fixture shop, and the captured one when served). */
  listings: string[];
  variationRoute: string;
}

interface Figures {
  values: number[];
  failures: string[];
}

type AddCell = Record<'feedback' | 'count' | 'confirmed', Figures>;
/** listing → network name → stack → figures. */
type AddResults = Map<string, Map<string, Record<Stack, AddCell>>>;
/** network name → who showed the variation → figures. */
type VariationResults = Map<string, Record<VariationShower, Figures>>;
const SHOWERS: VariationShower[] = ['floor', 'shop-islands'];

const emptyFigures = (): Figures => ({ values: [], failures: [] });
const emptyCell = (): AddCell => ({ feedback: emptyFigures(), count: emptyFigures(), confirmed: emptyFigures() });

async function measureAdds(setup: MoneyPathSetup): Promise<AddResults> {
  const results: AddResults = new Map();
  for (const listing of setup.listings) {
    const byNetwork = new Map<string, Record<Stack, AddCell>>();
    results.set(listing, byNetwork);
    for (const network of NETWORKS) {
      const cells: Record<Stack, AddCell> = { legacy: emptyCell(), 'shop-islands': emptyCell() };
      byNetwork.set(network.name, cells);
      for (let run = 0; run < setup.runs; run += 1) {
        for (const stack of STACKS) {
          console.log(`[bench] money path ${listing}, ${network.name}: ${stack}, run ${run + 1}/${setup.runs}`);
          const result = await timeFirstAdd(setup.browser, setup.base, listing, stack, network);
          const cell = cells[stack];
          if (result.ok) {
            cell.feedback.values.push(result.value.feedbackMs);
            cell.count.values.push(result.value.countMs);
            cell.confirmed.values.push(result.value.confirmedMs);
          } else {
            for (const figures of [cell.feedback, cell.count, cell.confirmed]) figures.failures.push(result.reason);
            console.log(`[bench]   failed: ${result.reason}`);
          }
        }
      }
    }
  }
  return results;
}

async function measureVariations(setup: MoneyPathSetup): Promise<VariationResults> {
  const results: VariationResults = new Map();
  for (const network of NETWORKS) {
    const byShower = { floor: emptyFigures(), 'shop-islands': emptyFigures() };
    results.set(network.name, byShower);
    for (let run = 0; run < setup.runs; run += 1) {
      // Interleaved, like the adds: the machine's drift hits the floor and the islands alike.
      for (const shower of SHOWERS) {
        console.log(`[bench] variation form ${setup.variationRoute}, ${network.name}: ${shower}, run ${run + 1}/${setup.runs}`);
        const result = await timeVariationChoice(setup.browser, setup.base, setup.variationRoute, network, shower);
        if (result.ok) byShower[shower].values.push(result.value);
        else {
          byShower[shower].failures.push(result.reason);
          console.log(`[bench]   failed: ${result.reason}`);
        }
      }
    }
  }
  return results;
}

/** `median / p95`, or how many runs are missing. */
function cell(figures: Figures | undefined, runs: number): string {
  if (!figures) return '–';
  const summary = summarize(figures.values);
  const missing = runs - figures.values.length;
  if (!summary) return `no figure (${missing}/${runs} runs failed)`;
  return `${ms(summary.median)} / ${ms(summary.p95)}${missing > 0 ? ` (${missing} run(s) failed)` : ''}`;
}

function ratio(legacy: Figures, islands: Figures): string {
  const a = summarize(legacy.values);
  const b = summarize(islands.values);
  return a && b && a.median > 0 ? `${(b.median / a.median).toFixed(2)}×` : '–';
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`  ${row.map((text, column) => text.padEnd(widths[column]!)).join('  ')}`);
}

function printAdds(results: AddResults, runs: number): void {
  for (const [listing, byNetwork] of results) {
    console.log(`\nFirst add to cart on ${listing} (median / p95 of ${runs} runs)`);
    const rows = [['network', 'measure', 'legacy', 'shop-islands', 'islands ÷ legacy (median)']];
    for (const [network, cells] of byNetwork) {
      for (const [key, label] of [
        ['feedback', 'click → feedback on the button painted'],
        ['count', 'click → header cart count painted'],
        ['confirmed', "click → the server's count painted"],
      ] as const) {
        rows.push([
          network,
          label,
          cell(cells.legacy[key], runs),
          cell(cells['shop-islands'][key], runs),
          ratio(cells.legacy[key], cells['shop-islands'][key]),
        ]);
      }
    }
    printTable(rows);
  }
}

function printVariations(results: VariationResults, route: string, runs: number): void {
  console.log(`\nVariation form on ${route}: the choice completing a variation → variation painted (median / p95 of ${runs} runs)`);
  // The legacy baseline has no variation script (the platform's is not on npm); the floor is the same
  // box written by a bare handler on the same page (variation-floor.js): what the browser needs to show it.
  const rows = [['network', 'floor (bare handler)', 'shop-islands', 'islands − floor (median)']];
  for (const [network, figures] of results) {
    const floor = summarize(figures.floor.values);
    const ours = summarize(figures['shop-islands'].values);
    const over = floor && ours ? `${ms(ours.median - floor.median)} ms` : '–';
    rows.push([network, cell(figures.floor, runs), cell(figures['shop-islands'], runs), over]);
  }
  printTable(rows);
}

interface Verdict {
  pass: boolean;
  detail: string;
}

/** The summary, or why the measurement is partial: a target never passes on a partial one. */
function complete(figures: Figures, runs: number): Summary | string {
  const summary = summarize(figures.values);
  if (summary && summary.count === runs) return summary;
  return `incomplete: ${figures.values.length}/${runs} runs measured${figures.failures[0] ? ` (${figures.failures[0]})` : ''}`;
}

function verdicts(adds: AddResults, variations: VariationResults, runs: number): Array<[string, Verdict[]]> {
  const feedback: Verdict[] = [];
  const count: Verdict[] = [];
  for (const [listing, byNetwork] of adds) {
    for (const [network, cells] of byNetwork) {
      const where = `${listing}, ${network}`;
      const first = complete(cells['shop-islands'].feedback, runs);
      feedback.push(
        typeof first === 'string'
          ? { pass: false, detail: `${where}: ${first}` }
          : { pass: first.p95 <= 100, detail: `${where}: p95 ${ms(first.p95)}` },
      );
      const ours = complete(cells['shop-islands'].count, runs);
      const theirs = complete(cells.legacy.count, runs);
      if (typeof ours === 'string' || typeof theirs === 'string') {
        count.push({
          pass: false,
          detail: `${where}: ${typeof ours === 'string' ? `shop-islands ${ours}` : `legacy ${theirs as string}`}`,
        });
      } else {
        const limit = 0.8 * theirs.median;
        count.push({
          pass: ours.median <= limit,
          detail: `${where}: ${ms(ours.median)} vs limit ${ms(limit)} (0.8 × legacy ${ms(theirs.median)})`,
        });
      }
    }
  }
  const variation = [...variations].map(([network, figures]): Verdict => {
    const summary = complete(figures['shop-islands'], runs);
    const floor = summarize(figures.floor.values);
    const control = floor ? ` (floor p95 ${ms(floor.p95)})` : '';
    return typeof summary === 'string'
      ? { pass: false, detail: `${network}: ${summary}` }
      : { pass: summary.p95 <= 50, detail: `${network}: p95 ${ms(summary.p95)}${control}` };
  });
  return [
    ['first tap: first paint after the click ≤ 100 ms p95 (feedback on the button)', feedback],
    ['first add: click → header cart count ≤ 0.8 × legacy (medians), both networks', count],
    ['variation form: completing choice → variation shown ≤ 50 ms p95', variation],
  ];
}

/** Runs every money-path measurement and prints the table and the issue's targets. */
export async function runMoneyPath(setup: MoneyPathSetup): Promise<void> {
  const adds = await measureAdds(setup);
  const variations = await measureVariations(setup);
  printAdds(adds, setup.runs);
  printVariations(variations, setup.variationRoute, setup.runs);
  console.log('\nTargets (issue 10):');
  for (const [target, list] of verdicts(adds, variations, setup.runs)) {
    const pass = list.length > 0 && list.every((verdict) => verdict.pass);
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${target} — ${list.map((verdict) => verdict.detail).join('; ')}`);
  }
}
