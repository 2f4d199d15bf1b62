import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Unmount } from '../../src/island.ts';
import { readVariationData } from '../variation-form/data.ts';
import { startVariationForm } from '../variation-form/VariationForm.ts';
import { startStickyBar } from './StickyAddToCart.ts';

const F = 'attribute_pa_format';
const VARIATIONS = [
  {
    attributes: { [F]: 'lightroom' },
    variation_id: 201,
    price_html: '<span class="price">$29.00</span>',
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    min_qty: 1,
    max_qty: 3,
    is_sold_individually: 'no',
  },
  {
    attributes: { [F]: 'capture-one' },
    variation_id: 203,
    price_html: '<span class="price">$32.00</span>',
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    min_qty: 1,
    max_qty: '',
    is_sold_individually: 'yes',
  },
];

const PAGE = `<div class="product">
  <p class="price">$29.00 – $32.00</p>
  <form class="variations_form cart" data-product_id="103" data-product_variations="${JSON.stringify(VARIATIONS).replace(/"/g, '&quot;')}">
    <table class="variations"><tbody><tr><th><label for="pa_format">Format</label></th><td>
      <select id="pa_format" name="${F}" data-attribute_name="${F}"><option value="">Choose an option</option><option value="lightroom">Lightroom</option><option value="capture-one">Capture One</option></select>
    </td></tr></tbody></table>
    <div class="single_variation_wrap"><div class="single_variation"></div><div class="woocommerce-variation-add-to-cart">
      <div class="quantity"><label for="q">Quantity</label><input type="number" id="q" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"></div>
      <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
      <input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
  </form>
  <section class="sticky-add-to-cart" data-sticky-offset="400" aria-label="Add to cart" hidden>
    <p class="price sticky-add-to-cart__price">$29.00 – $32.00</p>
    <p class="sticky-add-to-cart__selection"></p>
    <div class="quantity"><label for="sq">Quantity</label><input type="number" id="sq" class="input-text qty text" value="1" min="1"></div>
    <button type="button" class="button alt sticky-add-to-cart__button">Add to cart</button>
  </section>
</div>`;

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const stops: Unmount[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  window.scrollY = 0;
});

function start(): void {
  document.body.innerHTML = PAGE;
  const form = $<HTMLFormElement>('form');
  stops.push(startVariationForm(form, 103, readVariationData(form.getAttribute('data-product_variations')!)));
  stops.push(startStickyBar($('.sticky-add-to-cart'), 400));
}

function choose(value: string): void {
  const select = $<HTMLSelectElement>('#pa_format');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('sticky add-to-cart bar', () => {
  it('appears once the page is scrolled past its offset, and hides again above it', async () => {
    start();
    expect($('.sticky-add-to-cart').hidden).toBe(true);
    window.scrollY = 420;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect($('.sticky-add-to-cart').hidden).toBe(false));
    expect($('.sticky-add-to-cart').classList).toContain('is-visible');
    window.scrollY = 10;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect($('.sticky-add-to-cart').hidden).toBe(true));
  });

  it('mirrors the selection, the variation price and the button state; reset brings the range back', async () => {
    vi.useFakeTimers();
    start();
    vi.advanceTimersByTime(100);
    // The bar follows the main button through a MutationObserver (a microtask later).
    await vi.waitFor(() => expect($('.sticky-add-to-cart__button').getAttribute('aria-disabled')).toBe('true'));
    expect($('.sticky-add-to-cart__button').classList).toContain('disabled');
    choose('lightroom');
    // The bar mirrors the choice after the frame that shows it in the form.
    expect($('.sticky-add-to-cart__selection').textContent).toBe('');
    await vi.waitFor(() => expect($('.sticky-add-to-cart__selection').textContent).toBe('Format: Lightroom'));
    expect($('.sticky-add-to-cart__price').innerHTML).toBe('$29.00');
    await vi.waitFor(() => expect($('.sticky-add-to-cart__button').hasAttribute('aria-disabled')).toBe(false));
    choose('');
    await vi.waitFor(() => expect($('.sticky-add-to-cart__button').classList).toContain('disabled'));
    await vi.waitFor(() => expect($('.sticky-add-to-cart__price').innerHTML).toBe('$29.00 – $32.00'));
    expect($('.sticky-add-to-cart__selection').textContent).toBe('');
  });

  it("keeps both quantities in step, with the main input's limits, hidden when sold individually", async () => {
    vi.useFakeTimers();
    start();
    vi.advanceTimersByTime(100);
    choose('lightroom');
    expect($<HTMLInputElement>('#sq').max).toBe('3');
    const sticky = $<HTMLInputElement>('#sq');
    sticky.value = '2';
    sticky.dispatchEvent(new Event('change', { bubbles: true }));
    expect($<HTMLInputElement>('#q').value).toBe('2');
    $<HTMLInputElement>('#q').value = '3';
    $<HTMLInputElement>('#q').dispatchEvent(new Event('input', { bubbles: true }));
    expect(sticky.value).toBe('3');
    choose('capture-one');
    expect(($('.sticky-add-to-cart .quantity') as HTMLElement).style.display).toBe('none');
  });

  it("presses the main form's button, so the main form's rules apply (§5 alert, then the first missing option)", () => {
    vi.useFakeTimers();
    start();
    vi.advanceTimersByTime(100);
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    const pressed = vi.fn();
    $('.single_add_to_cart_button').addEventListener('click', pressed);
    // The theme's own bar script, delegated on the document, must not hear the bar's click.
    const heardByTheme: EventTarget[] = [];
    const themeHandler = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest('.sticky-add-to-cart__button')) heardByTheme.push(event.target);
    };
    document.addEventListener('click', themeHandler);
    $('.sticky-add-to-cart__button').click();
    document.removeEventListener('click', themeHandler);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(heardByTheme).toEqual([]);
    expect(alert).toHaveBeenCalledWith('Please select some product options before adding this product to your cart.');
    expect(document.activeElement).toBe($('#pa_format'));
  });
});
