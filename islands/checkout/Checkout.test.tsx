import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import jQuery from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { CHECKOUT_FORM } from '../../dom-bridge/checkout-constants.ts';
import { resetProtocolForTests } from '../../protocol/client.ts';
import { fakeServer, fields, jsonResponse, never, textResponse, useConfig, type SeenRequest } from '../../protocol/testing.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { checkoutIsland } from './index.ts';

/** The committed checkout fixture's `[woocommerce_checkout]` output, with one item in the review. */
function checkoutMarkup(): string {
  const html = readFileSync(resolve(__dirname, '../../fixtures-html/checkout.html'), 'utf8');
  const start = html.indexOf('<div class="entry-content">');
  const template = document.createElement('template');
  template.innerHTML = html.slice(start, html.indexOf('</div><!-- .entry-content -->', start) + 6);
  template.content.querySelector('.woocommerce-checkout-review-order-table tbody')!.innerHTML =
    '<tr class="cart_item"><td class="product-name">Golden Hour Lightroom Pack&nbsp;<strong class="product-quantity">&times;&nbsp;1</strong></td><td class="product-total">$19.00</td></tr>';
  return Array.from(template.content.children, (element) => element.outerHTML).join('');
}

/** Waits until `find` gives an element. */
function found<E extends Element>(find: () => E | null): Promise<E> {
  return waitFor(() => {
    const element = find();
    expect(element).not.toBeNull();
    return element!;
  });
}

const NONCES = { 'update-order-review': 'uor1', 'apply-coupon': 'apc1', 'remove-coupon': 'rmc1', wopb: 'wopb1' };
const REVIEW_TABLE =
  '<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr class="cart_item"><td>Refreshed</td></tr></tbody></table>';
const PAYMENT = (method: string): string =>
  `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">` +
  `<li><input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" ${method === 'bacs' ? 'checked' : ''}><label for="payment_method_bacs">Direct bank transfer</label><div class="payment_box payment_method_bacs"></div></li>` +
  `<li><input id="payment_method_cheque" type="radio" class="input-radio" name="payment_method" value="cheque" ${method === 'cheque' ? 'checked' : ''}><label for="payment_method_cheque">Check payments</label><div class="payment_box payment_method_cheque"></div></li>` +
  `</ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>` +
  `<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="pc2"></div></div>`;
const REVIEW_ANSWER = (method = 'bacs') =>
  jsonResponse({
    result: 'success',
    messages: '',
    reload: false,
    fragments: { '.woocommerce-checkout-review-order-table': REVIEW_TABLE, '.woocommerce-checkout-payment': PAYMENT(method) },
  });

let runtime: Runtime;

async function mountCheckout(): Promise<HTMLFormElement> {
  document.body.innerHTML = `<main>${checkoutMarkup()}</main>`;
  useConfig({ nonces: NONCES });
  runtime = startRuntime([checkoutIsland]);
  const form = document.querySelector<HTMLFormElement>(CHECKOUT_FORM)!;
  await whenLive(form);
  return form;
}

function endpoint(request: SeenRequest | undefined): string {
  return new URL(request?.url ?? 'http://x/').searchParams.get('wc-ajax') ?? new URL(request?.url ?? 'http://x/').pathname;
}

function change(selector: string, value?: string): void {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  if (field instanceof HTMLInputElement && field.type === 'radio') field.checked = true;
  else if (value !== undefined) field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function fill(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'wc_checkout_params');
});
afterEach(() => {
  runtime.stop();
  vi.useRealTimers();
  resetProtocolForTests();
});

describe('checkout island: order review refresh (§2, §9)', () => {
  it('refreshes 2 s after the last country change, with the platform’s payload, and applies the fragments', async () => {
    await mountCheckout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer(() => REVIEW_ANSWER());
    const updated: unknown[] = [];
    document.body.addEventListener('updated_checkout', () => updated.push(true));
    fill({ billing_first_name: 'Ada', billing_city: 'Springfield' });
    change('#billing_country', 'GB');
    await vi.advanceTimersByTimeAsync(1500);
    change('#billing_state', 'NY');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.requests).toHaveLength(1);
    expect(endpoint(server.requests[0])).toBe('update_order_review');
    const sent = Object.fromEntries(fields(server.requests[0]!.body));
    expect(sent).toMatchObject({
      payment_method: 'bacs',
      country: 'GB',
      state: 'NY',
      city: 'Springfield',
      s_country: 'GB',
      security: 'uor1',
      has_full_address: expect.any(String),
    });
    expect(new URLSearchParams(sent.post_data).get('billing_first_name')).toBe('Ada');
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toContain('Refreshed'));
    expect(updated).toHaveLength(1);
  });

  it('also hears a country chosen in the platform’s selectWoo widget (a jQuery-only change)', async () => {
    (window as unknown as { jQuery: unknown }).jQuery = jQuery;
    try {
      await mountCheckout();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const server = fakeServer(() => REVIEW_ANSWER());
      jQuery('#billing_country').val('GB').trigger('change');
      await vi.advanceTimersByTimeAsync(2010);
      expect(server.requests.map(endpoint)).toEqual(['update_order_review']);
      expect(Object.fromEntries(fields(server.requests[0]!.body))).toMatchObject({ country: 'GB' });
    } finally {
      jQuery(document).off();
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    }
  });

  it('switches the payment box, announces payment_method_selected and refreshes after 2 s; a newer refresh aborts the older', async () => {
    await mountCheckout();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer((_, index) => (index === 0 ? never() : REVIEW_ANSWER('cheque')));
    const selected: unknown[] = [];
    document.body.addEventListener('payment_method_selected', () => selected.push(true));
    change('#payment_method_cheque');
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_cheque')!.style.display).toBe('');
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_bacs')!.style.display).toBe('none');
    expect(selected).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2010);
    expect(server.requests).toHaveLength(1);
    change('#payment_method_bacs');
    await vi.advanceTimersByTimeAsync(2010);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-checkout-review-order-table')!.textContent).toContain('Refreshed'));
  });

  it('other scripts can ask for a refresh with update_checkout', async () => {
    await mountCheckout();
    const server = fakeServer(() => REVIEW_ANSWER());
    document.body.dispatchEvent(
      new CustomEvent('update_checkout', { bubbles: true, detail: { args: [{ update_shipping_method: false }] } }),
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
  });
});

describe('checkout island: buttons and placing the order', () => {
  it('buttons other than place order and the payment section’s do nothing (§2)', async () => {
    const form = await mountCheckout();
    const server = fakeServer(() => jsonResponse({ result: 'failure', messages: '' }));
    form
      .querySelector('.woocommerce-billing-fields')!
      .insertAdjacentHTML('beforeend', '<button type="submit" class="theme-extra">Extra</button>');
    const submitted: unknown[] = [];
    form.addEventListener('submit', () => submitted.push(true));
    form.querySelector<HTMLButtonElement>('.theme-extra')!.click();
    expect(submitted).toHaveLength(0);
    form.querySelector<HTMLButtonElement>('#place_order')!.click();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(endpoint(server.requests[0])).toBe('checkout');
  });

  it('sends the serialized form once however often it is clicked, then goes to the order received page', async () => {
    const form = await mountCheckout();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const server = fakeServer(() => new Promise<Response>((done) => (answer = done)));
    fill({ billing_first_name: 'Ada', billing_email: 'ada@example.com' });
    const button = form.querySelector<HTMLButtonElement>('#place_order')!;
    button.click();
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    form.requestSubmit();
    button.click();
    expect(server.requests).toHaveLength(1);
    const sent = Object.fromEntries(fields(server.requests[0]!.body));
    expect(sent).toMatchObject({
      billing_first_name: 'Ada',
      billing_email: 'ada@example.com',
      payment_method: 'bacs',
      billing_last_name: '',
    });
    expect(sent['woocommerce-process-checkout-nonce']).toMatch(/^[0-9a-f]{10}$/);
    answer(jsonResponse({ result: 'success', redirect: '/checkout/order-received/1001/?key=wc_order_abc' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/order-received/1001/?key=wc_order_abc'));
    expect(button.disabled).toBe(true);
  });

  it('shows failure notices at the top, each field’s error under it, scrolls there and focuses them after 500 ms', async () => {
    const form = await mountCheckout();
    fakeServer(() =>
      jsonResponse({
        result: 'failure',
        messages:
          '<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li><li>Invalid payment method.</li></ul>',
        refresh: false,
        reload: false,
      }),
    );
    const errors: unknown[] = [];
    document.body.addEventListener('checkout_error', () => errors.push(true));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    form.querySelector<HTMLButtonElement>('#place_order')!.click();
    const group = await found(() => form.querySelector<HTMLElement>(':scope > .woocommerce-NoticeGroup-checkout'));
    expect(form.firstElementChild).toBe(group);
    expect(group.querySelector('[role="alert"] ul.woocommerce-error[tabindex="-1"]:not([role])')).not.toBeNull();
    expect(group.querySelector<HTMLAnchorElement>('li[data-id="billing_first_name"] a')!.getAttribute('href')).toBe('#billing_first_name');
    const inline = form.querySelector('#billing_first_name_field .checkout-inline-error-message')!;
    expect(inline.textContent).toBe('Billing First name is a required field.');
    expect(form.querySelector('#billing_first_name')!.getAttribute('aria-describedby')).toBe('billing_first_name_description');
    expect(errors).toHaveLength(1);
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement).toBe(group.querySelector('.woocommerce-error')), { timeout: 1500 });
    expect(form.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
  });

  it('says “You are probably offline.” without losing anything the shopper typed', async () => {
    const form = await mountCheckout();
    fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    fill({ billing_first_name: 'Ada', billing_last_name: 'Lovelace', order_comments: 'Leave at the door' });
    form.querySelector<HTMLButtonElement>('#place_order')!.click();
    await waitFor(() =>
      expect(form.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toContain('You are probably offline.'),
    );
    expect(form.querySelector<HTMLInputElement>('[name="billing_first_name"]')!.value).toBe('Ada');
    expect(form.querySelector<HTMLTextAreaElement>('[name="order_comments"]')!.value).toBe('Leave at the door');
    expect(form.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
  });

  it('an HTML error page gives the §8 message', async () => {
    const form = await mountCheckout();
    fakeServer(() => textResponse('<html><body>Fatal error</body></html>'));
    form.querySelector<HTMLButtonElement>('#place_order')!.click();
    await waitFor(() =>
      expect(form.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toContain('The response is not a valid JSON response.'),
    );
  });
});

describe('checkout island: login and coupon forms', () => {
  it('toggles the login form (aria-expanded), shows field errors under their inputs and other errors in the general area; success reloads', async () => {
    await mountCheckout();
    const toggle = document.querySelector<HTMLAnchorElement>('a.showlogin')!;
    const login = document.querySelector<HTMLFormElement>('form.woocommerce-form-login')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(login.id);
    toggle.click();
    expect(login.style.display).toBe('');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(login.querySelector('#username'));

    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const server = fakeServer((_, index) => {
      if (index === 0) return jsonResponse({ username: 'Username or Email is required.' }, { status: 422 });
      if (index === 1)
        return jsonResponse(
          { default: '<strong>Error:</strong> The password you entered for the username <strong>demo</strong> is incorrect.' },
          { status: 422 },
        );
      return jsonResponse({ success: true, data: { success: true } });
    });
    login.requestSubmit();
    const fieldError = await found(() => login.querySelector<HTMLElement>('#username + .wopb-error-element'));
    expect(fieldError.textContent).toBe('Username or Email is required.');
    expect(login.querySelector('#username')!.getAttribute('aria-describedby')).toBe(fieldError.id);
    expect(document.activeElement).toBe(login.querySelector('#username'));
    expect(Object.fromEntries(fields(server.requests[0]!.body))).toEqual({
      action: 'wopb_checkout_login',
      username: '',
      password: '',
      rememberme: '',
      wpnonce: 'wopb1',
    });

    fill({ username: 'demo', password: 'wrong' });
    login.requestSubmit();
    const general = await found(() => login.querySelector<HTMLElement>('.wopb-form-error'));
    expect(general.getAttribute('role')).toBe('alert');
    expect(general.innerHTML).toContain('<strong>demo</strong> is incorrect.');
    expect(login.querySelector('#username + .wopb-error-element')).toBeNull();

    fill({ password: 'lumen-demo' });
    login.requestSubmit();
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('never sends an empty coupon code (§5); applies one, shows the notice and refreshes without the shipping method (§4)', async () => {
    const form = await mountCheckout();
    form
      .querySelector('.woocommerce-checkout-review-order-table tfoot')!
      .insertAdjacentHTML(
        'afterbegin',
        '<tr><td><ul><li><input type="hidden" name="shipping_method[0]" data-index="0" value="flat_rate:1" class="shipping_method"></li></ul></td></tr>',
      );
    const coupon = document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
    document.querySelector<HTMLAnchorElement>('a.showcoupon')!.click();
    expect(coupon.style.display).toBe('');
    const server = fakeServer((request) =>
      endpoint(request) === 'apply_coupon'
        ? textResponse('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')
        : REVIEW_ANSWER(),
    );
    coupon.requestSubmit();
    coupon.querySelector<HTMLInputElement>('#coupon_code')!.value = '   ';
    coupon.requestSubmit();
    expect(server.requests).toHaveLength(0);

    fill({ coupon_code: 'summer10', billing_email: 'ada@example.com' });
    coupon.requestSubmit();
    await waitFor(() => expect(server.requests.map(endpoint)).toEqual(['apply_coupon', 'update_order_review']));
    expect(Object.fromEntries(fields(server.requests[0]!.body))).toEqual({
      coupon_code: 'summer10',
      billing_email: 'ada@example.com',
      security: 'apc1',
    });
    expect(fields(server.requests[1]!.body).map(([name]) => name)).not.toContain('shipping_method[0]');
    expect(document.querySelector('.woocommerce-message')!.textContent).toBe('Coupon code applied successfully.');
    expect(coupon.style.display).toBe('none');
    expect(coupon.querySelector<HTMLInputElement>('#coupon_code')!.value).toBe('');
  });

  it('shows a rejected coupon under the code field and still refreshes', async () => {
    await mountCheckout();
    const coupon = document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
    document.querySelector<HTMLAnchorElement>('a.showcoupon')!.click();
    fakeServer((request) =>
      endpoint(request) === 'apply_coupon'
        ? textResponse('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;nope&quot; does not exist!</li></ul>')
        : REVIEW_ANSWER(),
    );
    fill({ coupon_code: 'nope' });
    coupon.requestSubmit();
    const error = await found(() => coupon.querySelector<HTMLElement>('#coupon-error-notice'));
    expect(error.textContent).toBe('Coupon "nope" does not exist!');
    expect(coupon.querySelector('#coupon_code')!.getAttribute('aria-invalid')).toBe('true');
    expect(coupon.style.display).toBe('');
  });

  it('removes a coupon from the review with remove_coupon, shows its notice and refreshes without the shipping method', async () => {
    const form = await mountCheckout();
    form
      .querySelector('.woocommerce-checkout-review-order-table tfoot')!
      .insertAdjacentHTML(
        'afterbegin',
        '<tr class="cart-discount coupon-summer10"><th>Coupon: summer10</th><td>-$1.90 <a href="/cart/?remove_coupon=summer10" class="woocommerce-remove-coupon" data-coupon="summer10">[Remove]</a>' +
          '<input type="hidden" name="shipping_method[0]" data-index="0" value="flat_rate:1" class="shipping_method"></td></tr>',
      );
    const server = fakeServer((request) =>
      endpoint(request) === 'remove_coupon'
        ? textResponse('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')
        : REVIEW_ANSWER(),
    );
    form.querySelector<HTMLAnchorElement>('.woocommerce-remove-coupon')!.click();
    await waitFor(() => expect(server.requests.map(endpoint)).toEqual(['remove_coupon', 'update_order_review']));
    expect(Object.fromEntries(fields(server.requests[0]!.body))).toEqual({ coupon: 'summer10', security: 'rmc1' });
    expect(fields(server.requests[1]!.body).map(([name]) => name)).not.toContain('shipping_method[0]');
    expect(form.previousElementSibling!.textContent).toBe('Coupon has been removed.');
  });
});
