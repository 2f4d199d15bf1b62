/**
 * The filter block's state (§3 "Product filter state"), the price rules of §5, the chips it
 * shows (§4 "Filter") and its place in the URL (a filtered view can be shared and survives
 * a reload; the add-on keeps none). Pure: the island reads and writes the inputs.
 */
export interface TaxonomyFilter {
  taxonomy: string;
  term_ids: string[];
}

export interface FilterState {
  search: string;
  price: { minPrice: number; maxPrice: number };
  status: string[];
  rating: string[];
  tax_relation: string;
  product_taxonomy: TaxonomyFilter[];
  sorting: string;
}

export const DEFAULT_SORTING = 'default';

export function emptyState(rangeMax: number): FilterState {
  return {
    search: '',
    price: { minPrice: 0, maxPrice: rangeMax },
    status: [],
    rating: [],
    tax_relation: '',
    product_taxonomy: [],
    sorting: DEFAULT_SORTING,
  };
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/**
 * §5: min is forced into [0, range max], max into (0, range max]; the slider keeps min < max by
 * moving the other handle of the one the shopper moved (`moved`) when they would meet or cross.
 */
export function priceRule(min: number, max: number, rangeMax: number, moved: 'min' | 'max' | null = null): FilterState['price'] {
  let minPrice = clamp(Number.isFinite(min) ? min : 0, 0, rangeMax);
  let maxPrice = clamp(Number.isFinite(max) && max > 0 ? max : rangeMax, Math.min(1, rangeMax), rangeMax);
  if (moved !== null && minPrice >= maxPrice) {
    if (moved === 'min') minPrice = Math.max(0, maxPrice - 1);
    else maxPrice = Math.min(rangeMax, minPrice + 1);
  }
  return { minPrice, maxPrice };
}

/** What a chip removes: one field, or one value of a list. */
export type ChipTarget =
  { kind: 'search' | 'min' | 'max' } | { kind: 'status' | 'rating'; value: string } | { kind: 'term'; taxonomy: string; value: string };

export interface Chip {
  label: string;
  target: ChipTarget;
}

/** The chips of `state`; `label` names a value (a term's or a status's label). §5: 'Min:' only above 0, 'Max:' only below the range max. */
export function chipsFor(state: FilterState, rangeMax: number, label: (kind: string, value: string) => string): Chip[] {
  const chips: Chip[] = [];
  if (state.search) chips.push({ label: state.search, target: { kind: 'search' } });
  if (state.price.minPrice > 0) chips.push({ label: `Min: ${state.price.minPrice}`, target: { kind: 'min' } });
  if (state.price.maxPrice !== rangeMax) chips.push({ label: `Max: ${state.price.maxPrice}`, target: { kind: 'max' } });
  for (const value of state.status) chips.push({ label: label('status', value), target: { kind: 'status', value } });
  for (const value of state.rating) chips.push({ label: label('rating', value), target: { kind: 'rating', value } });
  for (const { taxonomy, term_ids } of state.product_taxonomy) {
    for (const value of term_ids) chips.push({ label: label(taxonomy, value), target: { kind: 'term', taxonomy, value } });
  }
  return chips;
}

/** The state without what `target` names. */
export function withoutChip(state: FilterState, target: ChipTarget, rangeMax: number): FilterState {
  switch (target.kind) {
    case 'search':
      return { ...state, search: '' };
    case 'min':
      return { ...state, price: { ...state.price, minPrice: 0 } };
    case 'max':
      return { ...state, price: { ...state.price, maxPrice: rangeMax } };
    case 'status':
    case 'rating':
      return { ...state, [target.kind]: state[target.kind].filter((v) => v !== target.value) };
    case 'term':
      return {
        ...state,
        product_taxonomy: state.product_taxonomy
          .map((t) => (t.taxonomy === target.taxonomy ? { ...t, term_ids: t.term_ids.filter((v) => v !== target.value) } : t))
          .filter((t) => t.term_ids.length > 0),
      };
  }
}

/**
 * The add-on's `product_filters` payload. A block without a price range (no price section) sends no
 * price, as the add-on does: `{0, 0}` would ask for products priced 0 and find none.
 */
export function toPayload(state: FilterState): Record<string, unknown> {
  return {
    ...state,
    search: state.search ? [state.search] : [],
    price: state.price.maxPrice > 0 ? state.price : {},
    tax_relation: state.tax_relation ? [state.tax_relation] : [],
  };
}

const P = {
  search: 'wopb_search',
  min: 'wopb_min',
  max: 'wopb_max',
  status: 'wopb_status',
  rating: 'wopb_rating',
  relation: 'wopb_relation',
  sort: 'wopb_sort',
  tax: 'wopb_tax_',
};
const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

/** Writes `state` into `url`'s query (only what differs from no filter), removing the previous filter's. */
export function stateToUrl(state: FilterState, rangeMax: number, url: URL): URL {
  const out = new URL(url.href);
  for (const key of [...out.searchParams.keys()]) if (key.startsWith('wopb_')) out.searchParams.delete(key);
  const set = (key: string, value: string, when: boolean): void => {
    if (when) out.searchParams.set(key, value);
  };
  set(P.search, state.search, state.search !== '');
  set(P.min, String(state.price.minPrice), state.price.minPrice > 0);
  set(P.max, String(state.price.maxPrice), state.price.maxPrice !== rangeMax);
  set(P.status, state.status.join(','), state.status.length > 0);
  set(P.rating, state.rating.join(','), state.rating.length > 0);
  set(P.relation, state.tax_relation, state.tax_relation !== '');
  set(P.sort, state.sorting, state.sorting !== DEFAULT_SORTING);
  for (const t of state.product_taxonomy) set(P.tax + t.taxonomy, t.term_ids.join(','), t.term_ids.length > 0);
  return out;
}

/** The state a URL names, or null when it names none. */
export function stateFromUrl(url: URL, rangeMax: number): FilterState | null {
  const q = url.searchParams;
  if (![...q.keys()].some((key) => key.startsWith('wopb_'))) return null;
  const taxonomies = [...q.keys()].filter((key) => key.startsWith(P.tax));
  return {
    search: q.get(P.search) ?? '',
    price: priceRule(Number(q.get(P.min) ?? 0), Number(q.get(P.max) ?? rangeMax), rangeMax),
    status: list(q.get(P.status)),
    rating: list(q.get(P.rating)),
    tax_relation: q.get(P.relation) ?? '',
    product_taxonomy: taxonomies.map((key) => ({ taxonomy: key.slice(P.tax.length), term_ids: list(q.get(key)) })),
    sorting: q.get(P.sort) ?? DEFAULT_SORTING,
  };
}
