/**
 * A product card's swatches (§4 "Variation swatch on a product card") as pure functions:
 * which terms each attribute still offers, choosing and un-choosing a term, the automatic
 * choice of an attribute left with one real option, and the variation the choice makes.
 */
import { attributesMatch, type AttributeMap } from '../../src/shop/variation-matching.ts';

/** §3 "Card swatch selector": one entry of `product_variations`. */
export interface CardVariation {
  attributes: AttributeMap;
  variation_id: number;
  price_html: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The card's `product_variations`; throws with what is wrong. */
export function parseCardVariations(raw: unknown): CardVariation[] {
  if (!Array.isArray(raw)) throw new Error('data-product_variations is not a list');
  return raw.map((entry, index) => {
    if (!isRecord(entry) || !isRecord(entry.attributes)) throw new Error(`data-product_variations[${index}] has no attributes`);
    const id = Number(entry.variation_id);
    if (!(id > 0)) throw new Error(`data-product_variations[${index}] has no variation_id`);
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(entry.attributes)) attributes[name] = typeof value === 'string' ? value : '';
    return { attributes, variation_id: id, price_html: typeof entry.price_html === 'string' ? entry.price_html : '' };
  });
}

/** The card's `product_variations_images` (variation id → image URL); unreadable entries are skipped. */
export function parseCardImages(raw: unknown): Map<number, string> {
  const out = new Map<number, string>();
  if (!isRecord(raw)) return out;
  for (const [id, url] of Object.entries(raw)) if (typeof url === 'string' && url) out.set(Number(id), url);
  return out;
}

/** The terms of `attribute` some variation offers given the other chosen attributes. */
export function availableTerms(
  variations: readonly CardVariation[],
  chosen: AttributeMap,
  attribute: string,
  terms: readonly string[],
): string[] {
  const others = { ...chosen, [attribute]: '' };
  const offered = new Set<string>();
  for (const variation of variations) {
    if (!attributesMatch(variation.attributes, others)) continue;
    const value = variation.attributes[attribute] ?? '';
    if (value === '') return [...terms];
    offered.add(value);
  }
  return terms.filter((term) => offered.has(term));
}

/** Choosing a term; choosing the chosen term again clears it (§4). */
export function toggleTerm(chosen: AttributeMap, attribute: string, term: string): Record<string, string> {
  const next = { ...chosen };
  if (next[attribute] === term) delete next[attribute];
  else next[attribute] = term;
  return next;
}

export interface SwatchGroup {
  attribute: string;
  terms: readonly string[];
}

/** §4: another attribute with only one real option left gets it chosen, until nothing changes. */
export function autoChoose(
  variations: readonly CardVariation[],
  chosen: AttributeMap,
  groups: readonly SwatchGroup[],
  except: string,
): Record<string, string> {
  const next: Record<string, string> = { ...chosen };
  if (Object.keys(next).length === 0) return next;
  for (let changed = true; changed;) {
    changed = false;
    for (const { attribute, terms } of groups) {
      if (attribute === except || next[attribute]) continue;
      const offered = availableTerms(variations, next, attribute, terms);
      if (offered.length === 1) {
        next[attribute] = offered[0]!;
        changed = true;
      }
    }
  }
  return next;
}

/** The variation a complete choice names, or null. */
export function chosenVariation(
  variations: readonly CardVariation[],
  chosen: AttributeMap,
  groups: readonly SwatchGroup[],
): CardVariation | null {
  if (!groups.every(({ attribute }) => chosen[attribute])) return null;
  return variations.find((variation) => attributesMatch(variation.attributes, chosen)) ?? null;
}
