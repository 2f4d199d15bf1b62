import { describe, expect, it } from 'vitest';
import { readState } from './filter-inputs.ts';

/** A filter block with a category section (one term ticked) and the page's own preset input. */
function block(preset: { value: string; slug: string; taxonomy?: string }, search = ''): HTMLElement {
  document.body.innerHTML = `<div class="wopb-filter-block">
    <input class="wopb-filter-search-input" value="${search}">
    <div class="wopb-price-range-slider" data-max="100"></div>
    <div class="wopb-filter-section"><input type="hidden" class="wopb-filter-slug" value="product_taxonomy" data-taxonomy="product_cat">
      <input type="checkbox" class="wopb-filter-tax-term-input" value="16" checked></div>
    <input type="hidden" class="wopb-filter-current-page" value="${preset.value}" data-slug="${preset.slug}" data-taxonomy="${preset.taxonomy ?? ''}">
  </div>`;
  return document.querySelector('.wopb-filter-block') as HTMLElement;
}

describe('the current-page preset (§2 "Filter block")', () => {
  it('product_taxonomy: the page’s term always goes with the shopper’s terms of that taxonomy', () => {
    expect(readState(block({ value: '15', slug: 'product_taxonomy', taxonomy: 'product_cat' })).product_taxonomy).toEqual([
      { taxonomy: 'product_cat', term_ids: ['15', '16'] },
    ]);
  });

  it('product_search: the page’s query is the search unless the shopper typed one', () => {
    expect(readState(block({ value: 'golden', slug: 'product_search' })).search).toBe('golden');
    expect(readState(block({ value: 'golden', slug: 'product_search' }, 'forest')).search).toBe('forest');
  });

  it('an empty preset changes nothing', () => {
    const state = readState(block({ value: '', slug: '' }));
    expect(state.search).toBe('');
    expect(state.product_taxonomy).toEqual([{ taxonomy: 'product_cat', term_ids: ['16'] }]);
  });
});
