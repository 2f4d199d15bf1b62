import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { cardSwatchesIsland } from './index.ts';

const F = 'attribute_pa_format';
const L = 'attribute_pa_licence';
const VARIATIONS = [
  { attributes: { [F]: 'lightroom', [L]: 'personal' }, variation_id: 201, price_html: '<span class="amount">$29.00</span>' },
  { attributes: { [F]: 'lightroom', [L]: 'commercial' }, variation_id: 202, price_html: '<span class="amount">$59.00</span>' },
  { attributes: { [F]: 'photoshop', [L]: 'personal' }, variation_id: 205, price_html: '<span class="amount">$27.00</span>' },
];
const IMAGES = { 201: '/img/lightroom.svg', 202: '/img/lightroom.svg', 205: '/img/photoshop.svg' };
const attr = (value: unknown): string => JSON.stringify(value).replace(/"/g, '&quot;');

const CARD = `<a class="cart-contents" href="/cart/"><span class="count">0 items</span></a><div class="widget_shopping_cart_content"></div>
<ul class="products"><li class="product">
  <a href="/product/film/" class="woocommerce-LoopProduct-link"><img src="/img/film.svg" srcset="/img/film.svg 324w" alt="">
    <h2 class="woocommerce-loop-product__title">Film Emulation Collection</h2><span class="price">$27.00 – $59.00</span></a>
  <div class="wopb-loop-variations-form" data-product_id="103" data-product_variations="${attr(VARIATIONS)}" data-product_variations_images="${attr(IMAGES)}">
    <div class="wopb-variation-swatches" data-product_attribute="${F}" role="group" aria-label="Format">
      <button type="button" data-term="lightroom" aria-pressed="false">Lightroom</button><button type="button" data-term="photoshop" aria-pressed="false">Photoshop</button></div>
    <div class="wopb-variation-swatches" data-product_attribute="${L}" role="group" aria-label="Licence">
      <button type="button" data-term="personal" aria-pressed="false">Personal</button><button type="button" data-term="commercial" aria-pressed="false">Commercial</button></div>
  </div>
  <a href="/product/film/" class="button product_type_variable add_to_cart_button" data-product_id="103" aria-label="Select options for “Film Emulation Collection”">Select options</a>
</li></ul>`;

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  resetProtocolForTests();
});

function start(html = CARD): void {
  useConfig();
  document.body.innerHTML = html;
  runtime = startRuntime([cardSwatchesIsland]);
}

const swatch = (group: string, name: string): HTMLElement =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const image = (): HTMLImageElement => document.querySelector('li.product img')!;
const price = (): string => document.querySelector('li.product .price')!.innerHTML;
const add = (): HTMLAnchorElement => document.querySelector('a.add_to_cart_button')!;

function live(): Promise<void> {
  return whenLive(document.querySelector('.wopb-loop-variations-form')!);
}

describe('card swatches', () => {
  it('swaps image and price for the chosen variation; choosing the term again resets them (§4)', async () => {
    start();
    swatch('Format', 'Lightroom').click();
    await live();
    await waitFor(() => expect(swatch('Format', 'Lightroom').getAttribute('aria-pressed')).toBe('true'));
    expect(image().getAttribute('src')).toBe('/img/film.svg');
    swatch('Licence', 'Commercial').click();
    await waitFor(() => expect(image().getAttribute('src')).toBe('/img/lightroom.svg'));
    expect(image().hasAttribute('srcset')).toBe(false);
    expect(price()).toBe('<span class="amount">$59.00</span>');
    expect(add().textContent).toBe('Add to cart');
    swatch('Licence', 'Commercial').click();
    await waitFor(() => expect(image().getAttribute('src')).toBe('/img/film.svg'));
    expect(image().getAttribute('srcset')).toBe('/img/film.svg 324w');
    expect(price()).toBe('$27.00 – $59.00');
    expect(add().textContent).toBe('Select options');
  });

  it("chooses another attribute's only real option automatically and marks what is not offered (§4)", async () => {
    start();
    swatch('Format', 'Photoshop').click();
    await live();
    await waitFor(() => expect(swatch('Licence', 'Personal').getAttribute('aria-pressed')).toBe('true'));
    expect(swatch('Licence', 'Commercial').getAttribute('aria-disabled')).toBe('true');
    expect(image().getAttribute('src')).toBe('/img/photoshop.svg');
  });

  it("adds the chosen variation from the card's button through the theme call", async () => {
    start();
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
    const heard: unknown[][] = [];
    document.body.addEventListener('added_to_cart', (event) => heard.push((event as CustomEvent<{ args: unknown[] }>).detail.args));
    swatch('Format', 'Lightroom').click();
    await live();
    swatch('Licence', 'Personal').click();
    await waitFor(() => expect(add().textContent).toBe('Add to cart'));
    add().click();
    await waitFor(() => expect(add().classList).toContain('added'));
    expect(server.requests[0]!.url).toContain('minimog-ajax=woocommerce_add_to_cart');
    expect(fields(server.requests[0]!.body)).toEqual([
      [F, 'lightroom'],
      [L, 'personal'],
      ['quantity', '1'],
      ['product_id', '201'],
    ]);
    expect(heard).toHaveLength(1);
    expect(document.querySelector('a.cart-contents .count')!.textContent).not.toBe('0 items');
    await vi.waitFor(() => expect(document.querySelectorAll('li.product a.added_to_cart')).toHaveLength(1));
  });

  it('a new choice after an add takes the added mark off the button; the View cart link stays', async () => {
    start();
    fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
    swatch('Format', 'Lightroom').click();
    await live();
    swatch('Licence', 'Personal').click();
    add().click();
    await waitFor(() => expect(add().classList).toContain('added'));
    await vi.waitFor(() => expect(document.querySelectorAll('li.product a.added_to_cart')).toHaveLength(1));
    swatch('Licence', 'Commercial').click();
    expect(add().classList).not.toContain('added');
    // The view renders a change in a later task: give it one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll('li.product a.added_to_cart')).toHaveLength(1);
  });

  it('leaves the button a plain link while no variation is chosen', async () => {
    start();
    const server = fakeServer(() => jsonResponse({}));
    swatch('Format', 'Lightroom').click();
    await live();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    add().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('shows the §8 message when the add fails, and keeps the choice', async () => {
    start();
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    swatch('Format', 'Lightroom').click();
    await live();
    swatch('Licence', 'Personal').click();
    await waitFor(() => expect(add().textContent).toBe('Add to cart'));
    add().click();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You are probably offline.');
    expect(add().classList).not.toContain('loading');
    expect(swatch('Licence', 'Personal').getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves a card with broken variation data alone, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(CARD.replace(/data-product_variations="[^"]*"/, 'data-product_variations="{oops"'));
    swatch('Format', 'Lightroom').click();
    await waitFor(() => expect(document.querySelector('.wopb-loop-variations-form')!.getAttribute('data-island-state')).toBe('failed'));
    expect(warn).toHaveBeenCalled();
  });
});
