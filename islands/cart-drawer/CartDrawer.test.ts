import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../../dom-bridge/emit.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, textResponse, useConfig, type SeenRequest } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import type { CartView } from '../../server/cart.ts';
import { cartGoal } from '../../server/render/cart-goal.ts';
import { cartDrawerShell, cartInfo, drawerMiniCart, drawerTotals } from '../../server/render/cart-drawer.ts';
import { cartFragments } from '../../server/render/fragments.ts';
import type { CartTotals } from '../../server/totals.ts';
import { cartDrawerIsland } from './index.ts';

/** The server's fragments for `quantity` × Golden Hour ($19.00), with an optional $5 coupon. */
function fragmentsFor(quantity: number, coupon?: string): { fragments: Record<string, string>; cart_hash: string } {
  const line = quantity * 1900;
  const discount = coupon ? 500 : 0;
  const cart: CartView = {
    items: [
      {
        key: 'a'.repeat(32),
        productId: 101,
        variationId: 0,
        sku: 'LP-GOLDEN-HOUR',
        name: 'Golden Hour Lightroom Pack',
        productName: 'Golden Hour Lightroom Pack',
        permalink: '/product/golden-hour-lightroom-pack/',
        image: '/wp-content/uploads/presets/golden-hour-lightroom-pack.svg',
        quantity,
        unitCents: 1900,
        lineCents: line,
        maxQuantity: null,
        soldIndividually: false,
      },
    ],
    count: quantity,
    subtotalCents: line,
    hash: `hash${quantity}${coupon ?? ''}`,
  };
  const totals: CartTotals = {
    subtotalCents: line,
    discounts: coupon ? [{ code: coupon, amountCents: discount, freeShipping: false }] : [],
    discountCents: discount,
    lines: [],
    needsShipping: false,
    packages: [],
    shippingCents: 0,
    totalCents: line - discount,
    invalidCoupons: [],
    count: quantity,
    freeShippingClassOnly: false,
    goal: { thresholdCents: 10000, percent: Math.floor(line / 100), remainingCents: 10000 - line },
  };
  return {
    fragments: {
      ...cartFragments(cart, 'cartnonce0').fragments,
      '#popup-fly-cart div.widget_shopping_cart_content': drawerMiniCart(cart, 'cartnonce0'),
      'div.fly-cart-totals': drawerTotals(totals),
      'div.cart-goal': cartGoal(totals),
      'span.cart-info': cartInfo(totals),
    },
    cart_hash: cart.hash,
  };
}

const PAGE = `<div id="page"><a class="cart-contents" href="/cart/"><span class="count">0 items</span></a></div>${cartDrawerShell()}`;

let runtime: Runtime;
let requests: SeenRequest[];
let respond: (request: SeenRequest) => Response | Promise<Response>;

beforeEach(() => {
  (window as unknown as Record<string, unknown>).minimog_params = { nonce: 'themenonce', add_to_cart_behaviour: '' };
  useConfig();
  document.body.innerHTML = PAGE;
  respond = (request) => {
    if (request.url.includes('get_refreshed_fragments')) return jsonResponse(fragmentsFor(2));
    return jsonResponse({ success: false });
  };
  requests = fakeServer((request) => respond(request)).requests;
  runtime = startRuntime([cartDrawerIsland]);
});
afterEach(() => {
  runtime.stop();
  resetProtocolForTests();
  delete (window as unknown as Record<string, unknown>).minimog_params;
});

const root = (): HTMLElement => document.getElementById('popup-fly-cart')!;
const link = (): HTMLAnchorElement => document.querySelector<HTMLAnchorElement>('#page a.cart-contents')!;

async function open(): Promise<void> {
  link().click();
  await waitFor(() => expect(root().hidden).toBe(false));
  await waitFor(() => expect(root().classList.contains('is-loaded')).toBe(true));
}

describe('cart drawer island', () => {
  it('opens from the header link instead of navigating, reloads the fragments on the first opening only, closes on Esc with focus back', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(root().classList.contains('is-opened')).toBe(true));
    expect(root().querySelector('[role="dialog"]')!.getAttribute('aria-labelledby')).toBe('popup-fly-cart-title');
    await waitFor(() => expect(document.activeElement).toBe(root().querySelector('.fly-cart-close')));
    await waitFor(() => expect(root().querySelector('input.qty')?.getAttribute('value')).toBe('2'));
    expect(requests.filter((r) => r.url.includes('get_refreshed_fragments'))).toHaveLength(1);
    expect(document.getElementById('page')!.inert).toBe(true);
    expect(root().querySelector<HTMLElement>('.fly-cart-body')!.style.minHeight).toBe('400px');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root().hidden).toBe(true);
    expect(document.activeElement).toBe(link());
    expect(document.getElementById('page')!.inert).toBe(false);

    link().click();
    expect(root().hidden).toBe(false);
    root().querySelector<HTMLElement>('.fly-cart-close')!.click();
    expect(root().hidden).toBe(true);
    expect(requests.filter((r) => r.url.includes('get_refreshed_fragments'))).toHaveLength(1);
  });

  it('a failed first reload (the drawer left as the page printed it) is tried again on the next opening, and only until one went through', async () => {
    const refreshes = (): SeenRequest[] => requests.filter((r) => r.url.includes('get_refreshed_fragments'));
    respond = (request) => {
      if (request.url.includes('get_refreshed_fragments') && refreshes().length === 1)
        return textResponse('critical error', { status: 500 });
      return jsonResponse(fragmentsFor(2));
    };
    await open();
    expect(refreshes()).toHaveLength(1);
    expect(root().querySelector('input.qty')).toBeNull();
    expect(root().getAttribute('aria-busy')).toBeNull();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await open();
    await waitFor(() => expect(root().querySelector('input.qty')?.getAttribute('value')).toBe('2'));
    expect(refreshes()).toHaveLength(2);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await open();
    expect(refreshes()).toHaveLength(2);
  });

  it('loads an add-on template once, marks it loaded and shows it as a modal; Esc closes the panel before the drawer', async () => {
    respond = (request) => {
      if (request.url.includes('template_lazyload')) {
        return jsonResponse({
          success: true,
          data: {
            template:
              '<div><form class="fly-cart-coupon-form"><label for="c">Coupon code</label><input id="c" name="coupon_code"><div class="fly-cart-addon__notices"></div><button type="submit">Apply</button></form><script>window.bad = 1</script></div>',
          },
        });
      }
      return jsonResponse(fragmentsFor(1));
    };
    await open();
    const button = root().querySelector<HTMLElement>('button[data-template="coupon"]')!;
    const modal = root().querySelector<HTMLElement>('.fly-cart-addon-modal[data-template="coupon"]')!;
    button.click();
    await waitFor(() => expect(modal.classList.contains('loaded')).toBe(true));
    expect(modal.hidden).toBe(false);
    expect(root().classList.contains('modal-open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(modal.querySelector('script')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(modal.querySelector('input')));
    const lazy = requests.filter((r) => r.url.includes('template_lazyload'));
    expect(lazy).toHaveLength(1);
    expect(new URL(lazy[0]!.url).searchParams.get('template')).toBe('coupon');
    expect(new URL(lazy[0]!.url).searchParams.get('context')).toBe('wc_cart');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(modal.hidden).toBe(true);
    expect(root().hidden).toBe(false);
    expect(document.activeElement).toBe(button);
    button.click();
    await Promise.resolve();
    expect(requests.filter((r) => r.url.includes('template_lazyload'))).toHaveLength(1);
  });

  it('applies a coupon with the theme nonce and commits the answer’s fragments; an empty code is not sent', async () => {
    respond = (request) => {
      if (request.url.includes('template_lazyload')) {
        return jsonResponse({
          success: true,
          data: {
            template:
              '<form class="fly-cart-coupon-form"><input name="coupon_code"><div class="fly-cart-addon__notices"></div><button type="submit">Apply</button></form>',
          },
        });
      }
      if (request.url.includes('minimog_apply_coupon'))
        return jsonResponse({
          success: true,
          data: {
            ...fragmentsFor(2, 'save5'),
            notices: '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>',
          },
        });
      return jsonResponse(fragmentsFor(2));
    };
    await open();
    root().querySelector<HTMLElement>('button[data-template="coupon"]')!.click();
    const modal = root().querySelector<HTMLElement>('.fly-cart-addon-modal[data-template="coupon"]')!;
    await waitFor(() => expect(modal.querySelector('form')).not.toBeNull());
    const form = modal.querySelector('form')!;
    form.requestSubmit();
    await waitFor(() => expect(modal.querySelector('[role="alert"]')?.textContent).toBe('Please enter a coupon code.'));
    expect(requests.some((r) => r.url.includes('apply_coupon'))).toBe(false);

    modal.querySelector<HTMLInputElement>('input')!.value = ' save5 ';
    form.requestSubmit();
    await waitFor(() => expect(root().querySelector('.fly-cart-totals')!.textContent).toContain('Coupon: save5'));
    const apply = requests.find((r) => r.url.includes('minimog_apply_coupon'))!;
    expect(fields(apply.body)).toEqual([
      ['coupon_code', 'save5'],
      ['security', 'themenonce'],
    ]);
    expect(modal.hidden).toBe(true);
  });

  it('a failed quantity update puts the last good value back and says why', async () => {
    respond = (request) => {
      if (request.url.includes('update_product_quantity')) return textResponse('<h1>Error</h1>', { status: 500 });
      return jsonResponse(fragmentsFor(2));
    };
    await open();
    const input = root().querySelector<HTMLInputElement>('input.qty')!;
    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(root().querySelector('[role="alert"]')?.textContent).toBe('The response is not a valid JSON response.'), {
      timeout: 2000,
    });
    expect(root().querySelector<HTMLInputElement>('input.qty')!.value).toBe('2');
    const sent = requests.find((r) => r.url.includes('update_product_quantity'))!;
    expect(fields(sent.body)).toEqual([
      ['cart_item_key', expect.stringMatching(/^[0-9a-f]{32}$/)],
      ['cart_item_qty', '4'],
      ['security', 'themenonce'],
    ]);
  });

  it('unmounting closes the drawer, gives the page back and takes its messages away', async () => {
    respond = (request) => {
      if (request.url.includes('template_lazyload')) {
        return jsonResponse({
          success: true,
          data: {
            template: '<form class="fly-cart-coupon-form"><input name="coupon_code"><div class="fly-cart-addon__notices"></div></form>',
          },
        });
      }
      return jsonResponse(fragmentsFor(2));
    };
    await open();
    root().querySelector<HTMLElement>('button[data-template="coupon"]')!.click();
    const modal = root().querySelector<HTMLElement>('.fly-cart-addon-modal[data-template="coupon"]')!;
    await waitFor(() => expect(modal.querySelector('form')).not.toBeNull());
    modal.querySelector('form')!.requestSubmit();
    expect(modal.querySelector('[role="alert"]')?.textContent).toBe('Please enter a coupon code.');

    runtime.stop();
    expect(root().hidden).toBe(true);
    expect(document.getElementById('page')!.inert).toBe(false);
    expect(root().querySelector('[role="alert"]')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('opens after an add when the page configuration says open_cart_drawer, even when the add woke it', async () => {
    runtime.stop();
    (window as unknown as Record<string, unknown>).minimog_params = { nonce: 'themenonce', add_to_cart_behaviour: 'open_cart_drawer' };
    document.body.innerHTML = PAGE;
    runtime = startRuntime([cartDrawerIsland]);
    const { fragments, cart_hash } = fragmentsFor(1);
    emit('added_to_cart', [fragments, cart_hash, link()]);
    await waitFor(() => expect(root().classList.contains('is-opened')).toBe(true));
    expect(root().hasAttribute('data-island-wake')).toBe(false);
  });

  it('stays closed after an add without that configuration', async () => {
    const { fragments, cart_hash } = fragmentsFor(1);
    emit('added_to_cart', [fragments, cart_hash, link()]);
    await waitFor(() => expect(root().getAttribute('data-island-state')).toBe('live'));
    expect(root().hidden).toBe(true);
  });
});
