/**
 * The form's `data-product_variations` (§3): a list of variations, or `false` when they
 * must be looked up from the server. Each entry keeps the platform's object as printed
 * (what `found_variation` hands to listeners) beside the typed reading the form uses.
 */
import { parseVariation, type Variation } from '../../protocol/variation.ts';

export interface VariationEntry {
  /** The variation exactly as the page printed it, extra fields included. */
  raw: Readonly<Record<string, unknown>>;
  /** The typed reading, attribute values decoded like the select options they are matched with. */
  variation: Variation;
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the attribute's JSON: the list, or null for `false`. Throws an Error saying what is
 * wrong for anything else, so the island reports it and leaves the server form alone.
 */
export function readVariationData(json: string): VariationEntry[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`data-product_variations is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (parsed === false) return null;
  if (!Array.isArray(parsed)) throw new Error('data-product_variations is neither a list nor false');
  return parsed.flatMap((raw: unknown, index): VariationEntry[] => {
    let variation: Variation | null;
    try {
      variation = parseVariation(raw);
    } catch (error) {
      throw new Error(`data-product_variations[${index}] is not a variation`, { cause: error });
    }
    if (!variation || !isObject(raw)) return [];
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(variation.attributes)) attributes[name] = decodeEntities(value);
    return [{ raw, variation: { ...variation, attributes } }];
  });
}
