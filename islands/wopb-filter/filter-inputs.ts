/** The filter block's inputs ↔ its state (§3), including the current-page preset (product_taxonomy or product_search). */
import { FILTER_SELECTORS as F } from '../../dom-bridge/discovery-constants.ts';
import { DEFAULT_SORTING, type FilterState, type TaxonomyFilter } from '../../src/discovery/filter-state.ts';

const checked = (root: Element, selector: string): string[] =>
  [...root.querySelectorAll<HTMLInputElement>(selector)].filter((i) => i.checked).map((i) => i.value);

const input = (root: Element, selector: string): HTMLInputElement | null => root.querySelector<HTMLInputElement>(selector);

/** The range's top: the slider's `data-max`, else the max input's `max`. */
export function rangeMaxOf(root: Element): number {
  const max = Number(root.querySelector(F.priceSlider)?.getAttribute('data-max') ?? input(root, F.priceMax)?.max ?? '');
  return Number.isFinite(max) && max > 0 ? max : 0;
}

/** Each product_taxonomy section's checked terms, by its slug input's `data-taxonomy`. */
function taxonomies(root: Element): TaxonomyFilter[] {
  return [...root.querySelectorAll(F.section)].flatMap((section) => {
    const slug = section.querySelector<HTMLInputElement>(F.slug);
    const taxonomy = slug?.value === 'product_taxonomy' ? slug.getAttribute('data-taxonomy') : null;
    const term_ids = taxonomy ? checked(section, F.term) : [];
    return taxonomy && term_ids.length ? [{ taxonomy, term_ids }] : [];
  });
}

/** A preset the page itself sets (a category archive, a search page): always part of the request. */
function withPreset(root: Element, state: FilterState): FilterState {
  const preset = input(root, F.currentPage);
  const value = preset?.value ?? '';
  const slug = preset?.getAttribute('data-slug');
  if (!value) return state;
  if (slug === 'product_search' && !state.search) return { ...state, search: value };
  const taxonomy = preset?.getAttribute('data-taxonomy');
  if (slug !== 'product_taxonomy' || !taxonomy) return state;
  const others = state.product_taxonomy.filter((t) => t.taxonomy !== taxonomy);
  const own = state.product_taxonomy.find((t) => t.taxonomy === taxonomy)?.term_ids ?? [];
  return { ...state, product_taxonomy: [...others, { taxonomy, term_ids: [...new Set([value, ...own])] }] };
}

export function readState(root: Element): FilterState {
  const rangeMax = rangeMaxOf(root);
  const state: FilterState = {
    search: input(root, F.search)?.value.trim() ?? '',
    price: {
      minPrice: Number(input(root, F.priceMin)?.value ?? 0) || 0,
      maxPrice: Number(input(root, F.priceMax)?.value ?? rangeMax) || rangeMax,
    },
    status: checked(root, F.status),
    rating: checked(root, F.rating),
    tax_relation: input(root, F.relation)?.value ?? '',
    product_taxonomy: taxonomies(root),
    sorting: root.querySelector<HTMLSelectElement>(F.sorting)?.value || DEFAULT_SORTING,
  };
  return withPreset(root, state);
}

/** Sets every input to `state` (a URL's state, a removed chip, 'remove all'). */
export function writeState(root: Element, state: FilterState): void {
  const set = (selector: string, value: string): void => {
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(selector)) el.value = value;
  };
  set(F.search, state.search);
  set(`${F.priceMin},${F.rangeMin}`, String(state.price.minPrice));
  set(`${F.priceMax},${F.rangeMax}`, String(state.price.maxPrice));
  set(F.sorting, state.sorting);
  const tick = (selector: string, values: string[]): void => {
    for (const box of root.querySelectorAll<HTMLInputElement>(selector)) box.checked = values.includes(box.value);
  };
  tick(F.status, state.status);
  tick(F.rating, state.rating);
  for (const section of root.querySelectorAll(F.section)) {
    const taxonomy = section.querySelector(F.slug)?.getAttribute('data-taxonomy');
    if (taxonomy) {
      const ids = state.product_taxonomy.find((t) => t.taxonomy === taxonomy)?.term_ids ?? [];
      for (const box of section.querySelectorAll<HTMLInputElement>(F.term)) box.checked = ids.includes(box.value);
    }
  }
}

/** The label a chip shows for a value: the input's `data-label`, a rating's "N star". */
export function valueLabel(root: Element, kind: string, value: string): string {
  if (kind === 'rating') return `${value} star`;
  const selector = kind === 'status' ? F.status : F.term;
  const box = [...root.querySelectorAll<HTMLInputElement>(selector)].find((i) => i.value === value);
  return box?.getAttribute('data-label') ?? value;
}
