/**
 * Variation form speed (issue 3): 1,000 variations × 4 attributes, time per selection change.
 * 1. The pure work (src/shop/variation-matching.ts) in Node: chosen values, narrowing every
 *    select, planning its options and finding the match.
 * 2. The whole island in Chromium (built bundle in dist/): a select's `change` handled end to end
 *    (narrowing applied to the DOM, the platform's events, the variation box), on the suite's
 *    product page served with a generated 1,000-variation form.
 * Target: ≤ 1 ms per selection change. Prints a summary; not a test.
 *   npm run bench:variations   (after `npm run build` for the browser part)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import {
  buildVariationIndex,
  chosenAttributes,
  findMatchingVariation,
  isComplete,
  narrowOptions,
  planSelect,
  type MatchableVariation,
} from '../src/shop/variation-matching.ts';
import { launchChromium } from './lib/chromium.ts';
import { startShop } from './lib/shop-server.ts';

const TARGET_MS = 1;
/** 10 × 10 × 5 × 2 = 1,000 combinations, one variation each. */
const ATTRIBUTES: Array<[name: string, values: string[]]> = [
  ['attribute_pa_look', Array.from({ length: 10 }, (_, i) => `look-${i}`)],
  ['attribute_pa_camera', Array.from({ length: 10 }, (_, i) => `camera-${i}`)],
  ['attribute_pa_edition', Array.from({ length: 5 }, (_, i) => `edition-${i}`)],
  ['attribute_pa_licence', ['personal', 'commercial']],
];

interface BenchVariation extends MatchableVariation {
  variation_id: number;
}

/** 1,000 variations; every 9th out of stock, every 50th inactive (as the platform prints them). */
export function benchVariations(): BenchVariation[] {
  const out: BenchVariation[] = [];
  const walk = (at: number, attributes: Record<string, string>): void => {
    const entry = ATTRIBUTES[at];
    if (!entry) {
      const n = out.length;
      out.push({ variation_id: 10_000 + n, attributes: { ...attributes }, is_in_stock: n % 9 !== 0, variation_is_active: n % 50 !== 7 });
      return;
    }
    for (const value of entry[1]) walk(at + 1, { ...attributes, [entry[0]]: value });
  };
  walk(0, {});
  return out;
}

/** A deterministic pseudo-random sequence, so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Stats {
  median: number;
  p95: number;
  max: number;
  mean: number;
  count: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1]!,
    mean: samples.reduce((s, x) => s + x, 0) / samples.length,
    count: samples.length,
  };
}

/** The pure work of one selection change, as the island does it. */
function pureChange(
  index: ReturnType<typeof buildVariationIndex>,
  variations: readonly BenchVariation[],
  chosen: Record<string, string>,
): void {
  const current = chosenAttributes(ATTRIBUTES.map(([name]) => [name, chosen[name] ?? ''] as const));
  const availability = narrowOptions(index, current.values);
  ATTRIBUTES.forEach(([name, values], at) => planSelect(values, availability[at]!, chosen[name] ?? '', true));
  if (isComplete(current)) findMatchingVariation(variations, current.values);
}

export function measurePure(changes = 2000): Stats {
  const variations = benchVariations();
  const index = buildVariationIndex(
    variations,
    ATTRIBUTES.map(([name]) => name),
  );
  const next = random(42);
  const chosen: Record<string, string> = {};
  const samples: number[] = [];
  for (let warm = 0; warm < 200; warm += 1) pureChange(index, variations, chosen);
  for (let n = 0; n < changes; n += 1) {
    const [name, values] = ATTRIBUTES[Math.floor(next() * ATTRIBUTES.length)]!;
    chosen[name] = next() < 0.15 ? '' : values[Math.floor(next() * values.length)]!;
    const started = performance.now();
    pureChange(index, variations, chosen);
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A Storefront variation form carrying the 1,000 variations, in the shape the platform prints. */
function benchForm(): string {
  const printed = benchVariations().map((variation, n) => ({
    ...variation,
    availability_html: variation.is_in_stock ? '' : '<p class="stock out-of-stock">Out of stock</p>',
    display_price: 20 + (n % 40),
    image: { src: '', full_src: '' },
    is_purchasable: true,
    is_sold_individually: 'no',
    max_qty: '',
    min_qty: 1,
    price_html: `<span class="price"><span class="woocommerce-Price-amount amount">$${20 + (n % 40)}.00</span></span>`,
    sku: `BENCH-${n}`,
    variation_description: '',
    variation_is_visible: true,
  }));
  const rows = ATTRIBUTES.map(([name, values]) => {
    const id = name.replace('attribute_', '');
    const options = values.map((value) => `<option value="${value}">${value}</option>`).join('');
    return `<tr><th class="label"><label for="${id}">${id}</label></th><td class="value"><select id="${id}" name="${name}" data-attribute_name="${name}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select></td></tr>`;
  }).join('');
  return (
    `<form class="variations_form cart" action="" method="post" data-product_id="140" data-product_variations="${escapeAttr(JSON.stringify(printed))}">` +
    `<table class="variations" role="presentation"><tbody>${rows}</tbody></table>` +
    `<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert"></div>` +
    `<div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label for="bench-qty">Quantity</label>` +
    `<input type="number" id="bench-qty" class="input-text qty text" name="quantity" value="1" min="1" max=""></div>` +
    `<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>` +
    `<input type="hidden" name="product_id" value="140"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`
  );
}

async function timeChangesInPage(page: Page, changes: number): Promise<number[]> {
  return page.evaluate(
    ({ changes, names }) => {
      // No named helpers in here: tsx's keepNames would wrap them in a `__name` the page lacks.
      const draws: number[] = [];
      let state = 7;
      for (let n = 0; n < changes * 3; n += 1) {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        draws.push(state / 2 ** 31);
      }
      const selects = names.map((name) => document.querySelector<HTMLSelectElement>(`form.variations_form select[name="${name}"]`)!);
      const samples: number[] = [];
      for (let n = 0; n < changes; n += 1) {
        const select = selects[Math.floor(draws[3 * n]! * selects.length)]!;
        // Like a shopper: an option the select offers right now (or back to "Choose an option").
        const offered = Array.from(select.options).filter((option) => !option.disabled);
        const option = draws[3 * n + 1]! < 0.15 ? offered[0] : offered[Math.floor(draws[3 * n + 2]! * offered.length)];
        select.value = option?.value ?? '';
        const started = performance.now();
        select.dispatchEvent(new Event('change', { bubbles: true }));
        samples.push(performance.now() - started);
      }
      return samples;
    },
    { changes, names: ATTRIBUTES.map(([name]) => name) },
  );
}

export async function measureInChromium(changes = 1000): Promise<Stats | string> {
  // SHOP_DIST: a bundle built elsewhere, as for the e2e runs; the shop server reads it too.
  const dist = process.env.SHOP_DIST ?? 'dist';
  if (!existsSync(join(dist, 'shop-islands.js'))) return `skipped: no ${dist}/shop-islands.js (run npm run build first)`;
  const shop = await startShop();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const suite = new URL('/product/master-grading-suite/', shop.url).href;
    await page.route(suite, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<form class="variations_form cart"[\s\S]*?<\/form>/, benchForm());
      await route.fulfill({ response, body: html });
    });
    await page.goto(suite);
    await page
      .locator('form.variations_form[data-island-state="live"] .single_add_to_cart_button.wc-variation-selection-needed')
      .waitFor({ state: 'attached' });
    await timeChangesInPage(page, 200);
    return stats(await timeChangesInPage(page, changes));
  } finally {
    await browser.close();
    shop.stop();
  }
}

const ms = (value: number): string => `${value.toFixed(3)} ms`;

function line(label: string, result: Stats | string): string {
  if (typeof result === 'string') return `  ${label}: ${result}`;
  const verdict = result.median <= TARGET_MS ? 'within' : 'OVER';
  return `  ${label}: median ${ms(result.median)}, p95 ${ms(result.p95)}, max ${ms(result.max)} per selection change (${result.count} changes) — ${verdict} the ${TARGET_MS} ms target`;
}

/** Runs both measurements and prints them. */
export async function runVariationBench(): Promise<void> {
  console.log(`\nVariation form: ${benchVariations().length.toLocaleString('en')} variations × ${ATTRIBUTES.length} attributes`);
  console.log(line('matching + narrowing (Node, pure)', measurePure()));
  console.log(line('whole island in Chromium (DOM, events)', await measureInChromium()));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runVariationBench();
