/**
 * The bundle controller on the add-on's captured pages (WPC Frequently Bought Together 7.8.5 on the
 * Beanie and the Hoodie): its printed settings (woobt_vars), the saved ids the product form sends,
 * the badge, the block while the Hoodie's row has no variation, the product form's variation events.
 */
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-addons/product-hoodie.html?raw';
import beanieHtml from '../../fixtures-html/captures/woocommerce-9.9-addons/product-beanie.html?raw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitOn } from '../../dom-bridge/emit.ts';
import { fakeServer, textResponse, useConfig, type Handler } from '../../protocol/testing.ts';
import { loadCapturedPage } from '../../tests/support/captured-page.ts';
import type { Unmount } from '../../src/island.ts';
import { mount } from './BoughtTogether.ts';

let unmount: Unmount = () => {};
let unloadPage: () => void = () => {};
afterEach(() => {
  unmount();
  unmount = () => {};
  unloadPage();
});

async function start(html: string): Promise<HTMLElement> {
  unloadPage = loadCapturedPage(html);
  const wrap = document.querySelector<HTMLElement>('.woobt-wrap')!;
  unmount = await mount(wrap, {});
  return wrap;
}

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const text = (selector: string): string => $(selector).textContent ?? '';
const mainButton = (): HTMLButtonElement => $('form.cart button.single_add_to_cart_button');

function toggle(box: HTMLInputElement, checked: boolean): void {
  box.checked = checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The Hoodie's blue/large variation as the page prints it (on sale 50 → 44). */
function blueLarge(): Record<string, unknown> {
  const list = JSON.parse($('form.variations_form').getAttribute('data-product_variations')!) as Array<Record<string, unknown>>;
  return list.find((v) => v.variation_id === 21)!;
}

describe('bought-together on the captured Beanie (simple, with the Cap)', () => {
  it("fills the product form's woobt_ids, the totals in the add-on's price format and the badge for its two items", async () => {
    await start(beanieHtml);
    expect($<HTMLInputElement>('form.cart input.woobt-ids-14').value).toBe('15/k15x0/1/');
    // woobt_vars: "%1$s%2$s", thousand ",", decimal "."; the Cap's own price is 16 (regular 18).
    expect(text('.woobt-additional')).toBe('Additional price: $18.00 $16.00');
    expect(text('.woobt-total')).toBe('Total: $38.00 $36.00');
    // The Beanie and the Cap: two items, so the badge shows 2.
    expect(mainButton().querySelector('.woobt-count')?.textContent).toBe('2');
  });

  it('unchecking the Cap empties the ids, hides its image and drops the badge and totals', async () => {
    const wrap = await start(beanieHtml);
    toggle(wrap.querySelector<HTMLInputElement>('#woobt_checkbox_1')!, false);
    expect($<HTMLInputElement>('input.woobt-ids-14').value).toBe('');
    expect($('.woobt-product-together').classList.contains('woobt-hide')).toBe(true);
    expect($('.woobt-product-together .woobt-thumb').hidden).toBe(true);
    expect(mainButton().querySelector('.woobt-count')).toBeNull();
    expect($('.woobt-total').hidden).toBe(true);
  });

  it('stops following the page once unmounted', async () => {
    const wrap = await start(beanieHtml);
    unmount();
    unmount = () => {};
    toggle(wrap.querySelector<HTMLInputElement>('#woobt_checkbox_1')!, false);
    expect($<HTMLInputElement>('input.woobt-ids-14').value).toBe('15/k15x0/1/');
  });
});

describe('bought-together on the captured Hoodie (variable, its own row without a variation)', () => {
  it("moves the section from before the product's form to after the form's woobt_ids field, as the add-on's script does", async () => {
    unloadPage = loadCapturedPage(hoodieHtml);
    const wrap = $('.woobt-wrap');
    const form = $('form.variations_form');
    // Printed before the form (position before, atc both, variables no).
    expect(wrap.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount = await mount(wrap, {});
    const ids = form.querySelector('input.woobt-ids-17')!;
    expect(ids.nextElementSibling).toBe(wrap);
    expect(form.contains(wrap)).toBe(true);
  });

  it('leaves a section in place when its position is not before', async () => {
    unloadPage = loadCapturedPage(hoodieHtml.replace('data-position="before"', 'data-position="after"'));
    const wrap = $('.woobt-wrap');
    unmount = await mount(wrap, {});
    expect($('form.variations_form').contains(wrap)).toBe(false);
  });

  it('blocks both add buttons with the add-on’s alert until the product has a purchasable variation', async () => {
    await start(hoodieHtml);
    expect($('.woobt-alert').innerHTML).toBe(
      'Please select a purchasable variation for <b>Hoodie</b> before adding this product to the cart.',
    );
    expect(mainButton().classList.contains('woobt-disabled')).toBe(true);
    expect($('.woobt-form button').getAttribute('aria-disabled')).toBe('true');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    mainButton().dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    emitOn($('form.variations_form'), 'found_variation', [blueLarge()]);
    expect($('.woobt-alert').hidden).toBe(true);
    expect(mainButton().classList.contains('woobt-disabled')).toBe(false);
    expect($('.woobt-wrap').getAttribute('data-product-id')).toBe('21');
    expect($('.woobt-wrap').getAttribute('data-product-sku')).toBe('woo-hoodie-blue-large');
    // 44 + 20 (Beanie) + 16 (Cap), regulars 50 + 20 + 18.
    expect(text('.woobt-total')).toBe('Total: $88.00 $80.00');
    for (const input of document.querySelectorAll<HTMLInputElement>('input.woobt-ids-17'))
      expect(input.value).toBe('14/k14x0/1/,15/k15x1/1/');
  });

  it("the product form's reset restores the original sku and price HTML and blocks again", async () => {
    const wrap = await start(hoodieHtml);
    emitOn($('form.variations_form'), 'found_variation', [blueLarge()]);
    emitOn($('form.variations_form'), 'reset_data');
    expect(wrap.getAttribute('data-product-sku')).toBe('woo-hoodie');
    expect(wrap.getAttribute('data-product-price-html')).toBe(wrap.getAttribute('data-product-o_price-html'));
    expect(wrap.getAttribute('data-product-id')).toBe('0');
    expect(mainButton().classList.contains('woobt-disabled')).toBe(true);
  });

  it("an item's nested form choosing and resetting its variation sets and clears its id and attributes", async () => {
    await start(hoodieHtml);
    const row = $('.woobt-product-this');
    const nested = row.querySelector<HTMLElement>('.woobt_variations_form')!;
    for (const [name, value] of [
      ['attribute_pa_color', 'blue'],
      ['attribute_pa_size', 'large'],
    ])
      nested.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.value = value!;
    emitOn(nested, 'found_variation', [blueLarge()]);
    expect(row.getAttribute('data-id')).toBe('21');
    expect(row.getAttribute('data-attrs')).toBe('{"attribute_pa_color":"blue","attribute_pa_size":"large"}');
    expect($('.woobt-alert').hidden).toBe(true);
    emitOn(nested, 'reset_data');
    expect(row.getAttribute('data-id')).toBe('0');
    expect($('.woobt-alert').hidden).toBe(false);
  });
});

describe('a variation with its own bundle (woobt_get_variation_items) on the captured Hoodie', () => {
  /** The Hoodie with blue/large (21) marked as having its own bundle, its section mounted, the server answering `answer`. */
  async function startWith(answer: Handler): Promise<{ wrap: HTMLElement; requests: Array<{ url: string; body: string }> }> {
    useConfig();
    const server = fakeServer(answer);
    const wrap = await start(hoodieHtml);
    return { wrap, requests: server.requests };
  }
  const marked = (): Record<string, unknown> => ({ ...blueLarge(), woobt_items: 'yes' });
  const own = (): Record<string, unknown> => ({ ...blueLarge(), variation_id: 20, woobt_items: 'no' });
  const OWN_SECTION =
    '<div class="woobt-products woobt-products-17" data-product-id="21" data-product-type="variation" data-variables="no" data-discount="0">' +
    '<div class="woobt-product woobt-product-this" data-order="0" data-qty="1" data-o_qty="1" data-id="21" data-pid="17" data-name="Hoodie" data-price="44" data-regular-price="50"></div>' +
    '<div class="woobt-product woobt-product-together" data-key="k15x0" data-order="1" data-id="15" data-pid="15" data-name="Cap" data-new-price="50%" data-price="16" data-regular-price="18" data-qty="1" data-o_qty="1">' +
    '<div class="woobt-choose"><input class="woobt-checkbox" type="checkbox" value="15" checked /></div></div></div>' +
    '<div class="woobt-summary"><div class="woobt-additional"></div><div class="woobt-total"></div><div class="woobt-alert"></div></div>';

  it("asks with the variation and the add-on's nonce, shows the answer in place of the section's contents, and the product's again for another variation", async () => {
    const { wrap, requests } = await startWith(() => textResponse(OWN_SECTION));
    const before = wrap.querySelectorAll('.woobt-product-together').length;
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    expect(wrap.classList.contains('woobt-loading')).toBe(true);
    await vi.waitFor(() => expect(wrap.classList.contains('woobt-wrap-variation')).toBe(true));
    const body = new URLSearchParams(requests[0]?.body);
    expect(requests[0]?.url).toContain('wc-ajax=woobt_get_variation_items');
    expect([body.get('variation_id'), body.get('nonce')]).toEqual(['21', 'b162c72328']);
    expect(wrap.classList.contains('woobt-loading')).toBe(false);
    expect(wrap.querySelectorAll('.woobt-product-together')).toHaveLength(1);
    // The controller runs over the new contents: the Cap at 50% of 16 with the variation as the main row.
    for (const input of document.querySelectorAll<HTMLInputElement>('input.woobt-ids-17')) expect(input.value).toBe('15/k15x0/1/');
    emitOn($('form.variations_form'), 'found_variation', [own()]);
    expect(wrap.classList.contains('woobt-wrap-variation')).toBe(false);
    expect(wrap.querySelectorAll('.woobt-product-together')).toHaveLength(before);
  });

  it("an empty answer or a failed call keeps the product's own contents; a reset puts them back", async () => {
    let reply: () => Response = () => textResponse('');
    const { wrap } = await startWith(() => reply());
    const before = wrap.querySelectorAll('.woobt-product-together').length;
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    await vi.waitFor(() => expect(wrap.classList.contains('woobt-loading')).toBe(false));
    expect(wrap.classList.contains('woobt-wrap-variation')).toBe(false);
    expect(wrap.querySelectorAll('.woobt-product-together')).toHaveLength(before);
    reply = () => textResponse('Internal Server Error', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(wrap.querySelectorAll('.woobt-product-together')).toHaveLength(before);
    warn.mockRestore();
    reply = () => textResponse(OWN_SECTION);
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    await vi.waitFor(() => expect(wrap.classList.contains('woobt-wrap-variation')).toBe(true));
    emitOn($('form.variations_form'), 'reset_data');
    expect(wrap.classList.contains('woobt-wrap-variation')).toBe(false);
    expect(wrap.querySelectorAll('.woobt-product-together')).toHaveLength(before);
  });

  it('after an empty answer or a failed call, the product form sends the bundle the section shows again (the call emptied it)', async () => {
    let reply: () => Response = () => textResponse('');
    const { wrap } = await startWith(() => reply());
    const ids = (): string[] => [...document.querySelectorAll<HTMLInputElement>('input.woobt-ids-17')].map((input) => input.value);
    emitOn($('form.variations_form'), 'found_variation', [own()]);
    const shown = ids();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((value) => value !== '')).toBe(true);
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    expect(ids().every((value) => value === '')).toBe(true);
    await vi.waitFor(() => expect(wrap.classList.contains('woobt-loading')).toBe(false));
    expect(ids()).toEqual(shown);
    reply = () => textResponse('Internal Server Error', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    emitOn($('form.variations_form'), 'found_variation', [marked()]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await vi.waitFor(() => expect(wrap.classList.contains('woobt-loading')).toBe(false));
    warn.mockRestore();
    expect(ids()).toEqual(shown);
  });
});
