/**
 * The product form's add on the captured pages of a real shop (Storefront, and the same shop with
 * the bought-together add-on) and on our theme's fixture page: the call each page offers, every
 * field the plain post sends, and the plain post itself when the in-place endpoint is not there.
 */
import hoodieHtml from '../../fixtures-html/captures/woocommerce-9.9-storefront/product-variable-hoodie.html?raw';
import beanieHtml from '../../fixtures-html/captures/woocommerce-9.9-addons/product-beanie.html?raw';
import suiteHtml from '../../fixtures-html/product-master-grading-suite.html?raw';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { capture, fakeServer, fields, jsonResponse, never, textResponse, useConfig } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { loadCapturedPage } from '../../tests/support/captured-page.ts';
import { whenLive } from '../../tests/support/hydration.ts';
import { productAddToCartIsland } from './index.ts';

const ORIGIN = 'http://localhost:3000';
const PLATFORM_ADD = `${ORIGIN}/?wc-ajax=add_to_cart`;

let runtime: Runtime | undefined;
let unloadPage: () => void = () => {};
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  unloadPage();
  resetProtocolForTests();
});

function start(html: string, edit: () => void = () => {}): void {
  unloadPage = loadCapturedPage(html);
  edit();
  useConfig();
  // happy-dom reads the platform's empty `max=""` as 0 (rangeOverflow); browsers ignore it.
  for (const input of Array.from(document.querySelectorAll('input[max=""]'))) input.removeAttribute('max');
  runtime = startRuntime([productAddToCartIsland]);
}

const form = (): HTMLFormElement => document.querySelector('form.cart')!;
const button = (): HTMLButtonElement => form().querySelector('button.single_add_to_cart_button')!;
const count = (): string | null | undefined => document.querySelector('#site-header-cart a.cart-contents .count')?.textContent;
const notice = (): Element | null => form().querySelector('.shop-islands-notice');
const control = <E extends HTMLElement>(selector: string): E => form().querySelector<E>(selector)!;

/** A complete choice on the Hoodie, as the variation form leaves it (its match sets variation_id). */
function chooseBlueLarge(): void {
  control<HTMLSelectElement>('#pa_color').value = 'blue';
  control<HTMLSelectElement>('#pa_size').value = 'large';
  control<HTMLInputElement>('input.variation_id').value = '21';
}

/** The form's native submissions (prevented, so the test page stays): the submitter and what the post carried. */
function plainPosts(): Array<{ submitter: HTMLElement | null; data: [string, string][] }> {
  const posts: Array<{ submitter: HTMLElement | null; data: [string, string][] }> = [];
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    const { submitter } = event as SubmitEvent;
    const data = [...new FormData(form(), submitter)].map(([name, value]): [string, string] => [name, String(value)]);
    posts.push({ submitter, data });
  });
  return posts;
}

describe('the product form on a theme without its own endpoints (Storefront)', () => {
  it('adds the Hoodie through /?wc-ajax=add_to_cart: product_id is the variation id, with the attributes and quantity', async () => {
    start(hoodieHtml);
    chooseBlueLarge();
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
    const posts = plainPosts();
    button().click();
    await waitFor(() => expect(button().classList).toContain('added'));
    expect(server.requests.map((request) => request.url)).toEqual([PLATFORM_ADD]);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['attribute_pa_color', 'blue'],
      ['attribute_pa_size', 'large'],
      ['quantity', '1'],
      ['product_id', '21'],
      ['variation_id', '21'],
    ]);
    expect(count()).toBe('3 items');
    await vi.waitFor(() => expect(form().querySelectorAll('a.added_to_cart')).toHaveLength(1));
    expect(posts).toEqual([]);
  });

  it("sends the bought-together add-on's woobt_ids with the Beanie, as the plain post does", async () => {
    start(beanieHtml);
    // What the add-on's script writes there for its checked items.
    control<HTMLInputElement>('input[name="woobt_ids"]').value = '15/k15x0/1/';
    const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-simple.json'))));
    button().click();
    await waitFor(() => expect(button().classList).toContain('added'));
    expect(server.requests[0]!.url).toBe(PLATFORM_ADD);
    expect(fields(server.requests[0]!.body)).toEqual([
      ['product_id', '14'],
      ['woobt_ids', '15/k15x0/1/'],
      ['quantity', '1'],
    ]);
    expect(count()).toBe('1 item');
  });

  it.each([
    ['a page (the query is unknown there)', () => textResponse('<!doctype html><html><body>Shop</body></html>')],
    ['an empty answer (no such wc-ajax action)', () => textResponse('')],
    ['-1', () => textResponse('-1', { status: 403 })],
    ['a 404 page', () => textResponse('<html><body>Not found</body></html>', { status: 404 })],
    ['0 with 400', () => textResponse('0', { status: 400 })],
  ])('posts the form the plain way, with the same button, when the endpoint answers %s', async (_, answer) => {
    start(beanieHtml);
    fakeServer(answer);
    const posts = plainPosts();
    button().click();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.submitter).toBe(button());
    expect(posts[0]!.data).toEqual([
      ['woobt_ids', ''],
      ['quantity', '1'],
      ['add-to-cart', '14'],
    ]);
    await waitFor(() => expect(button().classList).not.toContain('loading'));
    expect(notice()).toBeNull();
  });

  it('offline: says so (§8), sends no plain post and the form keeps its values', async () => {
    start(hoodieHtml);
    chooseBlueLarge();
    control<HTMLInputElement>('input.qty').value = '3';
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const posts = plainPosts();
    button().click();
    await waitFor(() => expect(notice()?.textContent).toBe('You are probably offline.'));
    expect(notice()?.getAttribute('role')).toBe('alert');
    expect(server.requests.map((request) => request.url)).toEqual([PLATFORM_ADD]);
    expect(posts).toEqual([]);
    expect(control<HTMLSelectElement>('#pa_color').value).toBe('blue');
    expect(control<HTMLInputElement>('input.qty').value).toBe('3');
    expect(button().classList).not.toContain('loading');
  });

  it('a double click while the first add is pending: two adds, one at a time (§4 queue)', async () => {
    start(hoodieHtml);
    chooseBlueLarge();
    const releases: Array<() => void> = [];
    const server = fakeServer(
      () =>
        new Promise<Response>((resolve) => releases.push(() => resolve(jsonResponse(JSON.parse(capture('add_to_cart-variation.json')))))),
    );
    button().click();
    button().click();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(button().classList).toContain('loading');
    releases[0]!();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(button().classList).toContain('loading');
    releases[1]!();
    await waitFor(() => expect(button().classList).toContain('added'));
    expect(server.requests.map((request) => request.url)).toEqual([PLATFORM_ADD, PLATFORM_ADD]);
  });

  it('a double click on a missing endpoint posts the form once: the queued add is cancelled, later clicks wait for the page', async () => {
    start(beanieHtml);
    let answer: () => void = () => {};
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = () => resolve(textResponse('')))));
    const posts = plainPosts();
    button().click();
    button().click();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    answer();
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(button().classList).not.toContain('loading'));
    expect(server.requests.slice(1).every((request) => request.signal.aborted)).toBe(true);
    const sent = server.requests.length;
    button().click();
    expect(server.requests).toHaveLength(sent);
    expect(posts).toHaveLength(1);
  });

  it('leaves a variation with an "any" attribute to the plain post: the platform call would refuse it', async () => {
    start(hoodieHtml, () => {
      const data = JSON.parse(form().getAttribute('data-product_variations')!) as Array<{ attributes: Record<string, string> }>;
      data[3]!.attributes.attribute_pa_size = '';
      form().setAttribute('data-product_variations', JSON.stringify(data));
    });
    chooseBlueLarge();
    const server = fakeServer(() => never());
    const posts = plainPosts();
    button().click();
    await whenLive(button());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.data).toEqual(
      expect.arrayContaining([
        ['attribute_pa_size', 'large'],
        ['add-to-cart', '17'],
        ['variation_id', '21'],
      ]),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('leaves the click to the plain form post on a page that prints no wc-ajax URL at all', async () => {
    start(beanieHtml, () => {
      for (const name of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params'])
        delete (globalThis as Record<string, unknown>)[name];
    });
    const server = fakeServer(() => never());
    const posts = plainPosts();
    button().click();
    await whenLive(button());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.submitter).toBe(button());
    expect(server.requests).toHaveLength(0);
  });
});

describe('the product form on the spec theme (the page prints minimog_params)', () => {
  it("uses the theme's /?wc-ajax=minimog_add_to_cart; the same page without minimog_params uses the platform's call", async () => {
    for (const [edit, url] of [
      [() => {}, `${ORIGIN}/?wc-ajax=minimog_add_to_cart`],
      [() => delete (globalThis as Record<string, unknown>).minimog_params, PLATFORM_ADD],
    ] as const) {
      start(suiteHtml, edit);
      control<HTMLSelectElement>('#pa_format').value = 'lightroom';
      control<HTMLSelectElement>('#pa_licence').value = 'personal';
      control<HTMLSelectElement>('#pa_edition').value = 'pro';
      control<HTMLInputElement>('input.variation_id').value = '303';
      const server = fakeServer(() => jsonResponse(JSON.parse(capture('add_to_cart-variation.json'))));
      button().click();
      await waitFor(() => expect(server.requests).toHaveLength(1));
      expect(server.requests[0]!.url).toBe(url);
      expect(new URLSearchParams(server.requests[0]!.body).get('product_id')).toBe(url === PLATFORM_ADD ? '303' : '140');
      runtime?.stop();
      unloadPage();
      resetProtocolForTests();
    }
  });
});
