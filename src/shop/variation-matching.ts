/**
 * Variation matching and option narrowing (§4 "Variation form", §5 "Attribute matching"),
 * as pure functions over plain data. Narrowing runs locally for any catalogue size: one
 * pass over the variations per selection change (O(variations × attributes)), where the
 * platform's script does one pass per attribute and gives up on big catalogues.
 */

/** Attribute name (`attribute_pa_format`) → value; '' means "any" in a variation, "not chosen" in a form. */
export type AttributeMap = Readonly<Record<string, string>>;

/** What matching and narrowing read of a variation (§3 Variation). */
export interface MatchableVariation {
  attributes: AttributeMap;
  variation_is_active: boolean;
  is_in_stock: boolean;
}

/** §5: two attribute sets match unless both values are non-empty and differ. */
export function attributesMatch(variation: AttributeMap, chosen: AttributeMap): boolean {
  for (const name in variation) {
    if (!Object.hasOwn(variation, name)) continue;
    const a = variation[name];
    const b = chosen[name];
    if (a && b && a !== b) return false;
  }
  return true;
}

/** Every variation matching the chosen attributes, in list order. */
export function findMatchingVariations<V extends { attributes: AttributeMap }>(variations: readonly V[], chosen: AttributeMap): V[] {
  return variations.filter((variation) => attributesMatch(variation.attributes, chosen));
}

/** The first variation matching the chosen attributes (the platform takes the first), or null. */
export function findMatchingVariation<V extends { attributes: AttributeMap }>(variations: readonly V[], chosen: AttributeMap): V | null {
  for (const variation of variations) if (attributesMatch(variation.attributes, chosen)) return variation;
  return null;
}

/** The form's selection: every select's value, how many selects there are and how many are chosen. */
export interface Chosen {
  values: Record<string, string>;
  count: number;
  chosenCount: number;
}

export function chosenAttributes(entries: ReadonlyArray<readonly [string, string]>): Chosen {
  const values: Record<string, string> = {};
  let chosenCount = 0;
  for (const [name, value] of entries) {
    values[name] = value;
    if (value) chosenCount += 1;
  }
  return { values, count: entries.length, chosenCount };
}

/** True when every select has a value (and there is at least one). */
export function isComplete(chosen: Chosen): boolean {
  return chosen.count > 0 && chosen.count === chosen.chosenCount;
}

// ---- Narrowing -------------------------------------------------------------------------

/** How an option stands given the other selects' values. */
export interface OptionAvailability {
  /** Some matching variation with this value is active (else the option is disabled). */
  active: boolean;
  /** Some matching variation with this value is in stock (else the option is marked out of stock). */
  inStock: boolean;
}

/** One attribute's options given the other selects: per value, plus `any` when a matching variation accepts every value. */
export interface AttributeAvailability {
  any: OptionAvailability | null;
  values: Map<string, OptionAvailability>;
}

interface IndexRow {
  /** Values in `names` order; '' = any. */
  values: string[];
  active: boolean;
  inStock: boolean;
}

/** The variations laid out for narrowing: one row of values per variation, in attribute order. */
export interface VariationIndex {
  names: readonly string[];
  rows: readonly IndexRow[];
}

export function buildVariationIndex(variations: readonly MatchableVariation[], names: readonly string[]): VariationIndex {
  return {
    names,
    rows: variations.map((variation) => ({
      values: names.map((name) => variation.attributes[name] ?? ''),
      active: variation.variation_is_active,
      inStock: variation.is_in_stock,
    })),
  };
}

function merge(into: OptionAvailability | null | undefined, row: IndexRow): OptionAvailability {
  return { active: (into?.active ?? false) || row.active, inStock: (into?.inStock ?? false) || (row.inStock && row.active) };
}

/**
 * Each attribute's options given the other attributes' chosen values (an attribute's own value
 * never narrows itself, as in the platform). A variation that conflicts with exactly one chosen
 * value still offers that attribute's options; one that conflicts with none offers them all.
 */
export function narrowOptions(index: VariationIndex, chosen: AttributeMap): AttributeAvailability[] {
  const { names, rows } = index;
  const wanted = names.map((name) => chosen[name] ?? '');
  const result: AttributeAvailability[] = names.map(() => ({ any: null, values: new Map() }));
  const add = (row: IndexRow, at: number): void => {
    const target = result[at]!;
    const value = row.values[at]!;
    if (value === '') target.any = merge(target.any, row);
    else target.values.set(value, merge(target.values.get(value), row));
  };
  for (const row of rows) {
    let conflictAt = -1;
    let conflicts = 0;
    for (let i = 0; i < wanted.length; i += 1) {
      const want = wanted[i]!;
      const have = row.values[i]!;
      if (want && have && want !== have) {
        conflicts += 1;
        conflictAt = i;
        if (conflicts > 1) break;
      }
    }
    if (conflicts === 0) for (let i = 0; i < wanted.length; i += 1) add(row, i);
    else if (conflicts === 1) add(row, conflictAt);
  }
  return result;
}

/** An option's place in its select: offered, offered but out of stock, shown disabled, or removed. */
export type OptionState = 'available' | 'out-of-stock' | 'inactive' | 'removed';

export function optionState(availability: AttributeAvailability, value: string): OptionState {
  const own = availability.values.get(value);
  const any = availability.any;
  if (!own && !any) return 'removed';
  const active = (own?.active ?? false) || (any?.active ?? false);
  if (!active) return 'inactive';
  return (own?.inStock ?? false) || (any?.inStock ?? false) ? 'available' : 'out-of-stock';
}

/** What a select should show: its options (in their original order) and whether its value still stands. */
export interface SelectPlan {
  options: Array<{ value: string; state: Exclude<OptionState, 'removed'> }>;
  /** The "Choose an option" placeholder stays (it goes only with show_option_none 'no' and a valid choice). */
  keepPlaceholder: boolean;
  /** The current value is still offered and active; otherwise the select falls back to the placeholder. */
  selectedValid: boolean;
}

export function planSelect(
  values: readonly string[],
  availability: AttributeAvailability,
  selected: string,
  showOptionNone: boolean,
): SelectPlan {
  const options: SelectPlan['options'] = [];
  let selectedValid = selected === '';
  for (const value of values) {
    const state = optionState(availability, value);
    if (state === 'removed') continue;
    options.push({ value, state });
    if (value === selected && state !== 'inactive') selectedValid = true;
  }
  const keepPlaceholder = showOptionNone || options.length === 0 || selected === '' || !selectedValid;
  return { options, keepPlaceholder, selectedValid };
}
