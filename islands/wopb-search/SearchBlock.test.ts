import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests, setFetchForTests } from '../../protocol/client.ts';
import { mount, redirectUrl } from './SearchBlock.ts';

const BLOCK =
  '<div class="wopb-block-wrapper wopb-product-search-block" data-blockid="b1" data-postid="46" data-blockname="product-blocks_product-search">' +
  '<div class="wopb-search-section"><form action="javascript:"><div class="wopb-input-section"><input type="text" class="wopb-search-input">' +
  '<span class="wopb-clear wopb-d-none"></span><span class="wopb-loader-container"></span></div>' +
  '<div class="wopb-search-category"><div class="wopb-dropdown-select"><span class="wopb-selected-item"><span value="" class="wopb-selected-text">All Categories</span></span>' +
  '<ul class="wopb-select-items"><li value="">All Categories</li><li value="bundles">Bundles</li></ul></div></div>' +
  '<a class="wopb-search-icon">Search</a></form></div><div class="wopb-search-result wopb-d-none"></div></div>';

const RESULTS =
  '<div class="wopb-search-items"><div class="wopb-search-item">A</div><div class="wopb-search-item wopb-extended-item wopb-d-none">B</div></div>' +
  '<div class="wopb-load-more-section"><a class="wopb-load-more">More results..(1)</a><a class="wopb-less-result wopb-d-none">Less results</a></div>';

let unmount: (() => void) | undefined;
const bodies: Array<Record<string, string>> = [];
const block = (): HTMLElement => document.querySelector('.wopb-product-search-block')!;
const result = (): HTMLElement => block().querySelector('.wopb-search-result')!;

function type(text: string): void {
  const input = block().querySelector<HTMLInputElement>('.wopb-search-input')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(async () => {
  (globalThis as Record<string, unknown>).wopb_core = { security: 'abc' };
  bodies.length = 0;
  setFetchForTests(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    bodies.push((await request.clone().json()) as Record<string, string>);
    return new Response(JSON.stringify(RESULTS), { headers: { 'Content-Type': 'application/json' } });
  });
  document.body.innerHTML = BLOCK;
  unmount = await mount(block());
});
afterEach(() => {
  unmount?.();
  resetProtocolForTests();
  delete (globalThis as Record<string, unknown>).wopb_core;
});

describe('product search block', () => {
  it('searches from 3 characters with the block context and ProductX’s nonce; fewer hide and clear the results', async () => {
    type('li');
    await Promise.resolve();
    expect(bodies).toEqual([]);
    type('lig');
    await vi.waitFor(() => expect(result().classList.contains('wopb-d-none')).toBe(false));
    expect(bodies).toEqual([
      {
        search: 'lig',
        category: '',
        blockId: 'b1',
        blockName: 'product-blocks_product-search',
        postId: '46',
        widgetBlockId: '',
        wpnonce: 'abc',
      },
    ]);
    expect(block().querySelector('.wopb-clear')?.classList.contains('wopb-d-none')).toBe(false);
    type('li');
    expect(result().classList.contains('wopb-d-none')).toBe(true);
    expect(result().innerHTML).toBe('');
  });

  it('a chosen category searches alone; More and Less toggle the extended items', async () => {
    block().querySelector<HTMLElement>('.wopb-selected-item')!.click();
    block().querySelector<HTMLElement>('li[value="bundles"]')!.click();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ search: '', category: 'bundles' });
    await vi.waitFor(() => expect(result().querySelector('.wopb-load-more')).not.toBeNull());
    const extended = (): boolean => result().querySelector('.wopb-extended-item')!.classList.contains('wopb-d-none');
    expect(extended()).toBe(true);
    result().querySelector<HTMLElement>('.wopb-load-more')!.click();
    expect(extended()).toBe(false);
    result().querySelector<HTMLElement>('.wopb-less-result')!.click();
    expect(extended()).toBe(true);
  });

  it('builds the redirect route {redirect}?s={search}&product_cat={category}', () => {
    expect(redirectUrl('/', { search: 'film noir', category: 'bundles' })).toBe('/?s=film%20noir&product_cat=bundles');
    expect(redirectUrl('/?lang=fr', { search: 'a&b', category: '' })).toBe('/?lang=fr&s=a%26b&product_cat=');
  });
});
