import { waitFor } from '@testing-library/react';
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, never, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import type { Unmount } from '../../src/island.ts';
import { readVariationData } from './data.ts';
import { variationFormIsland } from './index.ts';
import { startVariationForm } from './VariationForm.ts';

const F = 'attribute_pa_format';
const L = 'attribute_pa_licence';

interface V {
  id: number;
  format: string;
  licence: string;
  price?: string;
  inStock?: boolean;
  purchasable?: boolean;
  active?: boolean;
  min?: number;
  max?: number | '';
  sold?: boolean;
}

function variation({
  id,
  format,
  licence,
  price = '29.00',
  inStock = true,
  purchasable = true,
  active = true,
  min = 1,
  max = '',
  sold = false,
}: V): Record<string, unknown> {
  return {
    attributes: { [F]: format, [L]: licence },
    availability_html: inStock ? '' : '<p class="stock out-of-stock">Out of stock</p>',
    display_price: Number(price),
    image: { src: `/img/${format}.svg`, full_src: `/img/${format}.svg` },
    image_id: id,
    is_in_stock: inStock,
    is_purchasable: purchasable,
    is_sold_individually: sold ? 'yes' : 'no',
    max_qty: max,
    min_qty: min,
    price_html: `<span class="price">$${price}</span>`,
    sku: `SKU-${id}`,
    variation_description: '',
    variation_id: id,
    variation_is_active: active,
    variation_is_visible: true,
    weight: '',
    weight_html: 'N/A',
    theme_extra: `extra-${id}`,
  };
}

const VARIATIONS = [
  variation({ id: 201, format: 'lightroom', licence: 'personal' }),
  variation({ id: 202, format: 'lightroom', licence: 'commercial', price: '59.00', min: 2, max: 5 }),
  variation({ id: 203, format: 'capture-one', licence: 'personal', inStock: false }),
  variation({ id: 204, format: 'capture-one', licence: 'commercial', sold: true }),
  variation({ id: 205, format: 'photoshop', licence: 'personal', active: false }),
];

function select(name: string, id: string, label: string, options: Array<[string, string]>, reset = ''): string {
  return (
    `<tr><th class="label"><label for="${id}">${label}</label></th><td class="value">` +
    `<select id="${id}" name="${name}" data-attribute_name="${name}" data-show_option_none="yes"><option value="">Choose an option</option>` +
    options.map(([value, text]) => `<option value="${value}">${text}</option>`).join('') +
    `</select>${reset}</td></tr>`
  );
}

function formHtml(variations: unknown, inner = ''): string {
  const data = JSON.stringify(variations).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<div class="product"><h1 class="product_title">Film Emulation Collection</h1>` +
    `<form class="variations_form cart" data-product_id="103" data-product_variations="${data}">${inner}` +
    `<table class="variations"><tbody>` +
    select(F, 'pa_format', 'Format', [
      ['lightroom', 'Lightroom'],
      ['capture-one', 'Capture One'],
      ['photoshop', 'Photoshop'],
    ]) +
    select(
      L,
      'pa_licence',
      'Licence',
      [
        ['personal', 'Personal'],
        ['commercial', 'Commercial'],
      ],
      '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>',
    ) +
    `</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite"></div>` +
    `<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert"></div>` +
    `<div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label for="qty">Quantity</label>` +
    `<input type="number" id="qty" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"></div>` +
    `<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>` +
    `<input type="hidden" name="product_id" value="103"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>` +
    `</form><div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">FILM-EMU</span></span></div></div>`
  );
}

const $ = <E extends Element = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
const form = (): HTMLFormElement => $('form.variations_form');
const button = (): HTMLButtonElement => $('.single_add_to_cart_button');
const variationId = (): string => $<HTMLInputElement>('input.variation_id').value;
const optionValues = (name: string): string[] => Array.from($<HTMLSelectElement>(`select[name="${name}"]`).options).map((o) => o.value);

function choose(name: string, value: string): void {
  const element = $<HTMLSelectElement>(`select[name="${name}"]`);
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Records the platform events fired on (or bubbling through) the form, with their args. */
function record(target: EventTarget = document.body): Array<{ name: string; args: unknown[] }> {
  const heard: Array<{ name: string; args: unknown[] }> = [];
  for (const name of [
    'found_variation',
    'show_variation',
    'hide_variation',
    'reset_data',
    'reset_image',
    'woocommerce_variation_has_changed',
    'woocommerce_variation_select_change',
    'wc_variation_form',
    'check_variations',
    'woocommerce_update_variation_values',
  ]) {
    target.addEventListener(name, (event) => heard.push({ name, args: (event as CustomEvent<{ args: unknown[] }>).detail.args }));
  }
  return heard;
}

/** happy-dom has no window.alert; the platform's alerts go through it. */
function stubAlert(): ReturnType<typeof vi.fn> {
  const alert = vi.fn();
  Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
  return alert;
}

let stop: Unmount | undefined;
function start(variations: unknown = VARIATIONS, inner = ''): void {
  document.body.innerHTML = formHtml(variations, inner);
  stop = startVariationForm(form(), 103, readVariationData(form().getAttribute('data-product_variations')!));
}

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  resetProtocolForTests();
});

describe('variation form with a variation list', () => {
  beforeEach(() => vi.useFakeTimers());

  it('first checks the form 100 ms after mount: selection needed, Clear hidden, wc_variation_form fired', () => {
    start();
    const heard = record();
    vi.advanceTimersByTime(99);
    expect(button().className).toBe('single_add_to_cart_button button alt');
    vi.advanceTimersByTime(1);
    expect(button().classList).toContain('disabled');
    expect(button().classList).toContain('wc-variation-selection-needed');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect($('.reset_variations').style.display).toBe('none');
    expect(heard.map((e) => e.name)).toContain('wc_variation_form');
    const facade = heard.find((e) => e.name === 'wc_variation_form')!.args[0] as { getChosenAttributes(): unknown };
    expect(facade.getChosenAttributes()).toEqual({ count: 2, chosenCount: 0, data: { [F]: '', [L]: '' } });
  });

  it('finds the variation when every attribute is chosen: box, SKU, variation_id, limits, button, events', () => {
    start();
    vi.advanceTimersByTime(100);
    const heard = record();
    choose(F, 'lightroom');
    // The form's own check runs as check_variations reaches the form, before it bubbles to body.
    expect(heard.map((e) => e.name)).toEqual([
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'reset_image',
      'hide_variation',
      'reset_data',
      'check_variations',
      'woocommerce_variation_has_changed',
    ]);
    heard.length = 0;
    choose(L, 'commercial');
    const names = heard.map((e) => e.name);
    expect(names.indexOf('show_variation')).toBeLessThan(names.indexOf('found_variation'));
    const found = heard.find((e) => e.name === 'found_variation')!.args;
    // The variation exactly as printed, extra fields included.
    expect(found).toEqual([VARIATIONS[1]]);
    expect(heard.find((e) => e.name === 'show_variation')!.args).toEqual([VARIATIONS[1], true]);
    expect($('.single_variation').innerHTML).toContain('$59.00');
    expect($('.single_variation').style.display).toBe('');
    expect($('.sku').textContent).toBe('SKU-202');
    expect(variationId()).toBe('202');
    const qty = $<HTMLInputElement>('input.qty');
    expect([qty.value, qty.min, qty.max]).toEqual(['2', '2', '5']);
    expect(button().classList).not.toContain('disabled');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect($('.reset_variations').style.display).toBe('inline-block');
  });

  it('clears variation_id as soon as any select changes', () => {
    start();
    vi.advanceTimersByTime(100);
    choose(F, 'lightroom');
    choose(L, 'personal');
    expect(variationId()).toBe('201');
    const changes: string[] = [];
    $('input.variation_id').addEventListener('change', () => changes.push(variationId()));
    choose(L, 'commercial');
    expect(changes).toEqual(['', '202']);
  });

  it('narrows options: removes what matches nothing, disables inactive ones, marks out-of-stock ones', () => {
    start();
    vi.advanceTimersByTime(100);
    choose(L, 'commercial');
    expect(optionValues(F)).toEqual(['', 'lightroom', 'capture-one']);
    choose(L, 'personal');
    expect(optionValues(F)).toEqual(['', 'lightroom', 'capture-one', 'photoshop']);
    const format = $<HTMLSelectElement>(`select[name="${F}"]`);
    expect(format.options[3]!.disabled).toBe(true);
    expect(format.options[2]!.textContent).toBe('Capture One (Out of stock)');
    expect(format.options[2]!.classList).toContain('out-of-stock');
    choose(L, '');
    expect(format.options[2]!.textContent).toBe('Capture One');
  });

  it('drops a choice the other selects no longer allow and re-checks', () => {
    start();
    vi.advanceTimersByTime(100);
    choose(L, 'personal');
    choose(F, 'capture-one');
    // Capture One × Commercial exists; Photoshop × Commercial does not.
    choose(L, 'commercial');
    expect($<HTMLSelectElement>(`select[name="${F}"]`).value).toBe('capture-one');
    choose(F, 'lightroom');
    choose(L, 'personal');
    $<HTMLSelectElement>(`select[name="${F}"]`).value = 'photoshop';
    choose(L, 'personal');
    // Photoshop × Personal is inactive: the format falls back to the placeholder.
    expect($<HTMLSelectElement>(`select[name="${F}"]`).value).toBe('');
    expect(variationId()).toBe('');
    expect(button().classList).toContain('wc-variation-selection-needed');
  });

  it('marks an out-of-stock variation unavailable and says so when the button is clicked (§5)', () => {
    start();
    vi.advanceTimersByTime(100);
    const alert = stubAlert();
    choose(F, 'capture-one');
    choose(L, 'personal');
    expect(button().classList).toContain('wc-variation-is-unavailable');
    expect(button().classList).not.toContain('wc-variation-selection-needed');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Sorry, this product is unavailable. Please choose a different combination.');
  });

  it('asks for a selection when the button is clicked with options missing (§5)', () => {
    start();
    vi.advanceTimersByTime(100);
    const alert = stubAlert();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Please select some product options before adding this product to your cart.');
  });

  it('fixes a sold-individually variation at quantity 1 and hides the input; reset shows it again', () => {
    start();
    vi.advanceTimersByTime(100);
    $<HTMLInputElement>('input.qty').value = '3';
    choose(F, 'capture-one');
    choose(L, 'commercial');
    const qty = $<HTMLInputElement>('input.qty');
    expect([qty.value, qty.min, qty.max]).toEqual(['1', '1', '']);
    expect($('.quantity').style.display).toBe('none');
    $('.reset_variations').click();
    expect($('.quantity').style.display).toBe('');
    expect([qty.min, qty.max]).toEqual(['1', '']);
  });

  it('reset clears every select, restores the SKU, announces the reset and keeps focus in the form', () => {
    start();
    vi.advanceTimersByTime(100);
    choose(F, 'lightroom');
    choose(L, 'personal');
    const heard = record();
    $('.reset_variations').click();
    expect(optionValues(F)).toEqual(['', 'lightroom', 'capture-one', 'photoshop']);
    expect($<HTMLSelectElement>(`select[name="${F}"]`).value).toBe('');
    expect($<HTMLSelectElement>(`select[name="${L}"]`).value).toBe('');
    expect(variationId()).toBe('');
    expect($('.sku').textContent).toBe('FILM-EMU');
    expect(heard.map((e) => e.name)).toEqual(expect.arrayContaining(['reset_image', 'hide_variation', 'reset_data']));
    expect($('.reset_variations_alert').textContent).toBe(
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    );
    expect(document.activeElement).toBe($(`select[name="${F}"]`));
    vi.advanceTimersByTime(1000);
    expect($('.reset_variations_alert').textContent).toBe('');
  });

  it('hears a change triggered through jQuery by another script', () => {
    (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
    try {
      start();
      vi.advanceTimersByTime(100);
      jQuery(`select[name="${F}"]`).val('lightroom').trigger('change');
      jQuery(`select[name="${L}"]`).val('personal').trigger('change');
      expect(variationId()).toBe('201');
    } finally {
      jQuery(document.body).off();
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    }
  });

  it('stops listening on unmount', () => {
    start();
    stop!();
    stop = undefined;
    vi.advanceTimersByTime(200);
    expect(button().classList).not.toContain('disabled');
    choose(F, 'lightroom');
    choose(L, 'personal');
    expect(variationId()).toBe('0');
  });
});

describe('variation form without a variation list (data-product_variations="false")', () => {
  it('looks each complete choice up on the server, a newer lookup aborting the older', async () => {
    useConfig();
    const server = fakeServer((request, index) => (index === 0 ? never() : jsonResponse(VARIATIONS[0])));
    start(false);
    await waitFor(() => expect(button().classList).toContain('wc-variation-selection-needed'));
    expect(optionValues(F)).toEqual(['', 'lightroom', 'capture-one', 'photoshop']);
    choose(F, 'capture-one');
    choose(L, 'personal');
    expect(form().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    choose(F, 'lightroom');
    await waitFor(() => expect(variationId()).toBe('201'));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(server.requests[1]!.url).toContain('wc-ajax=get_variation');
    expect(fields(server.requests[1]!.body)).toEqual([
      [F, 'lightroom'],
      [L, 'personal'],
      ['product_id', '103'],
    ]);
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(button().classList).not.toContain('disabled');
  });

  it('says no product matched when the server finds none', async () => {
    useConfig();
    fakeServer(() => jsonResponse(false));
    start(false);
    await waitFor(() => expect(button().classList).toContain('wc-variation-selection-needed'));
    choose(F, 'photoshop');
    choose(L, 'commercial');
    const notice = await waitFor(() => {
      expect(document.querySelector('.wc-no-matching-variations')).not.toBeNull();
      return $('.wc-no-matching-variations');
    });
    expect(notice.textContent).toBe('Sorry, no products matched your selection. Please choose a different combination.');
    expect(notice.getAttribute('role')).toBe('alert');
    choose(L, 'personal');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('keeps the form usable and shows the §8 message when the lookup fails', async () => {
    useConfig();
    let broken = true;
    fakeServer(() => (broken ? textResponse('<p>Fatal error</p>', { status: 500 }) : jsonResponse(VARIATIONS[0])));
    start(false);
    await waitFor(() => expect(button().classList).toContain('wc-variation-selection-needed'));
    choose(F, 'lightroom');
    choose(L, 'personal');
    const message = await waitFor(() => {
      expect(document.querySelector('.wc-variation-lookup-error')).not.toBeNull();
      return $('.wc-variation-lookup-error');
    });
    expect(message.textContent).toBe('The response is not a valid JSON response.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(button().classList).toContain('disabled');
    broken = false;
    choose(L, '');
    choose(L, 'personal');
    await waitFor(() => expect(variationId()).toBe('201'));
    expect(document.querySelector('.wc-variation-lookup-error')).toBeNull();
  });
});

describe('as an island', () => {
  let runtime: Runtime | undefined;
  afterEach(() => runtime?.stop());

  it("treats the bought-together add-on's nested form as its own form with its own selects", async () => {
    const nested =
      `<div class="woobt-wrap"><div class="variations_form woobt_variations_form" data-product_id="103" data-product_variations="${JSON.stringify(VARIATIONS).replace(/"/g, '&quot;')}">` +
      `<div class="variations"><label for="woobt_f">Format</label><select id="woobt_f" name="${F}" data-attribute_name="${F}"><option value="">Choose</option><option value="lightroom">Lightroom</option></select>` +
      `<label for="woobt_l">Licence</label><select id="woobt_l" name="${L}" data-attribute_name="${L}"><option value="">Choose</option><option value="personal">Personal</option></select></div>` +
      `<div class="reset"><a class="reset_variations" href="#">Clear</a></div></div></div>`;
    document.body.innerHTML = formHtml(VARIATIONS, nested);
    runtime = startRuntime([variationFormIsland]);
    const inner = $('.woobt_variations_form');
    await whenLive(form());
    await whenLive(inner);
    await waitFor(() => expect(button().classList).toContain('wc-variation-selection-needed'));
    const innerFound: unknown[] = [];
    inner.addEventListener('found_variation', (event) => innerFound.push((event as CustomEvent<{ args: unknown[] }>).detail.args[0]));
    // The product's own choice is complete although the add-on's selects are empty.
    choose(`${F}"][id="pa_format`, 'lightroom');
    choose(`${L}"][id="pa_licence`, 'personal');
    expect(variationId()).toBe('201');
    expect(button().classList).not.toContain('disabled');
    expect(innerFound).toEqual([]);
    // The add-on's choice finds its own variation and leaves the product's form alone.
    choose(`${F}"][id="woobt_f`, 'lightroom');
    choose(`${L}"][id="woobt_l`, 'personal');
    expect(innerFound).toEqual([VARIATIONS[0]]);
    expect(variationId()).toBe('201');
    expect($('.sku').textContent).toBe('SKU-201');
  });

  it('leaves a form with broken variation data to the server, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = formHtml([]).replace(/data-product_variations="[^"]*"/, 'data-product_variations="[{broken"');
    runtime = startRuntime([variationFormIsland]);
    await waitFor(() => expect(form().getAttribute('data-island-state')).toBe('failed'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('variation-form'), expect.anything());
    expect(button().className).toBe('single_add_to_cart_button button alt');
  });

  it('leaves a form without a product id to the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = formHtml(VARIATIONS).replace('data-product_id="103"', '');
    runtime = startRuntime([variationFormIsland]);
    await waitFor(() => expect(form().getAttribute('data-island-state')).toBe('failed'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('variation-form'),
      expect.objectContaining({ message: expect.stringContaining('no data-product_id') }),
    );
  });
});
