// @vitest-environment node
/** The checkout through `app.fetch`: the page, the order review refresh, placing orders, the inline login. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type ShopApp } from './app.ts';
import { LOGIN_COOKIE } from './checkout.ts';
import { checkoutErrorsHtml, isEmail, validateCheckout } from './checkout-fields.ts';
import { checkoutStore, DEMO_CUSTOMER } from './checkout-store.ts';
import { ShopStore } from './db.ts';
import { deviceType, orderAttribution, originLabel, postedAttribution } from './order-attribution.ts';
import { COOKIES } from './site.ts';
import { tempDbPath, Visitor } from './testing.ts';

const apps: ShopApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.close();
});

function open(dbPath = tempDbPath()): ShopApp {
  const app = createApp({ dbPath });
  apps.push(app);
  return app;
}

const ADD = '/?wc-ajax=add_to_cart';
const REVIEW = '/?wc-ajax=update_order_review';
const CHECKOUT = '/?wc-ajax=checkout';
const LOGIN = '/wp-admin/admin-ajax.php';

interface CheckoutParams {
  update_order_review_nonce: string;
  apply_coupon_nonce: string;
}

async function page(visitor: Visitor, path = '/checkout/'): Promise<string> {
  return (await visitor.get(path)).text();
}

function params(html: string): CheckoutParams {
  const json = /var wc_checkout_params = (\{.*?\});/.exec(html)?.[1];
  if (!json) throw new Error('no wc_checkout_params');
  return JSON.parse(json) as CheckoutParams;
}

function input(html: string, name: string): string {
  return (
    new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`)
      .exec(html)
      ?.slice(1)
      .find(Boolean) ?? ''
  );
}

function wopbNonce(html: string): string {
  return /"security":"([0-9a-f]+)"/.exec(html)?.[1] ?? '';
}

const FILLED = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_company: '',
  billing_country: 'US',
  billing_address_1: '1 Analytical Way',
  billing_address_2: '',
  billing_city: 'Springfield',
  billing_state: 'CA',
  billing_postcode: '94103',
  billing_phone: '+1 (415) 555-0100',
  billing_email: 'ada@example.com',
  order_comments: '',
  payment_method: 'bacs',
};

/** A visitor with product 101 in the cart and the checkout's nonces. */
async function shopper(app: ShopApp): Promise<{ visitor: Visitor; html: string; nonce: string; params: CheckoutParams }> {
  const visitor = new Visitor(app);
  await visitor.post(ADD, { product_id: 101, quantity: 2 });
  const html = await page(visitor);
  return { visitor, html, nonce: input(html, 'woocommerce-process-checkout-nonce'), params: params(html) };
}

interface Json {
  result?: string;
  messages?: string;
  redirect?: string;
  refresh?: boolean;
  fragments?: Record<string, string>;
}

describe('the checkout page', () => {
  it('prints the platform checkout: toggles, billing fields, order review with the cart, payment methods and the visitor nonces', async () => {
    const { html, nonce, params: p } = await shopper(open());
    expect(html).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/"');
    expect(html).toContain('<a href="#" class="showlogin">Click here to login</a>');
    expect(html).toContain('class="showcoupon"');
    expect(html).toContain('<wc-order-attribution-inputs></wc-order-attribution-inputs>');
    expect(html).toContain('id="billing_email_field"');
    expect(html).toContain('Golden Hour Lightroom Pack&nbsp;');
    expect(html).toContain('<strong class="product-quantity">&times;&nbsp;2</strong>');
    expect(html).toContain('value="bacs"  checked=\'checked\'');
    expect(html).toContain('id="place_order"');
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(p.update_order_review_nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(html).toContain('var wc_order_attribution = ');
  });
});

describe('POST /?wc-ajax=update_order_review', () => {
  it('refuses a bad nonce like check_ajax_referer (-1, 403)', async () => {
    const { visitor } = await shopper(open());
    const response = await visitor.post(REVIEW, { security: 'nope', payment_method: 'bacs' });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
  });

  it('answers the review table and payment fragments, keeping the chosen payment method', async () => {
    const { visitor, params: p } = await shopper(open());
    const body = (await visitor.json(REVIEW, {
      security: p.update_order_review_nonce,
      payment_method: 'cheque',
      country: 'US',
      s_country: 'US',
      post_data: 'billing_first_name=Ada',
    })) as Json;
    expect(body.result).toBe('success');
    expect(Object.keys(body.fragments ?? {})).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
    expect(body.fragments?.['.woocommerce-checkout-payment']).toContain('value="cheque"  checked=\'checked\'');
    // The session keeps what was entered: the next page shows it.
    const html = await page(visitor);
    expect(html).toContain('value="cheque"  checked=\'checked\'');
    expect(input(html, 'billing_first_name')).toBe('Ada');
  });

  it('replaces the form with the expiry notice when the cart is empty', async () => {
    const visitor = new Visitor(open());
    const html = await page(visitor);
    const body = (await visitor.json(REVIEW, { security: params(html).update_order_review_nonce })) as Json;
    expect(body.fragments?.['form.woocommerce-checkout']).toContain('Sorry, your session has expired.');
  });

  it('shows shipping for goods that ship, for the destination posted', async () => {
    const visitor = new Visitor(open());
    await visitor.post(ADD, { product_id: 125 });
    const html = await page(visitor);
    expect(html).toContain('Ship to a different address?');
    const body = (await visitor.json(REVIEW, {
      security: params(html).update_order_review_nonce,
      payment_method: 'bacs',
      s_country: 'GB',
      'shipping_method[0]': 'flat_rate:4',
    })) as Json;
    expect(body.fragments?.['.woocommerce-checkout-review-order-table']).toContain('International flat rate');
  });
});

describe('POST /?wc-ajax=checkout', () => {
  it('lists every missing field with the platform notices, each tied to its field', async () => {
    const { visitor, nonce } = await shopper(open());
    const body = (await visitor.json(CHECKOUT, {
      'woocommerce-process-checkout-nonce': nonce,
      billing_country: 'US',
      billing_state: 'CA',
      payment_method: 'bacs',
    })) as Json;
    expect(body.result).toBe('failure');
    expect(body.messages).toContain('<ul class="woocommerce-error" role="alert">');
    expect(body.messages).toContain('<li data-id="billing_first_name">\n\t\t\t<strong>Billing First name</strong> is a required field.');
    const required = [...(body.messages ?? '').matchAll(/<strong>(Billing [^<]+)<\/strong> is a required field\./g)].map((m) => m[1]);
    expect(required).toEqual([
      'Billing First name',
      'Billing Last name',
      'Billing Street address',
      'Billing Town / City',
      'Billing ZIP Code',
      'Billing Phone',
      'Billing Email address',
    ]);
    expect(body.refresh).toBe(false);
  });

  it('places the order: success with the order received page, the cart emptied, attribution stored', async () => {
    const app = open();
    const { visitor, nonce } = await shopper(app);
    const body = (await visitor.json(CHECKOUT, {
      ...FILLED,
      'woocommerce-process-checkout-nonce': nonce,
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_session_pages: '4',
      wc_order_attribution_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    })) as Json;
    expect(body.result).toBe('success');
    expect(body.redirect).toMatch(/^\/checkout\/order-received\/1001\/\?key=wc_order_[A-Za-z0-9]{13}$/);
    expect(visitor.cookies.has(COOKIES.itemsInCart)).toBe(false);

    const received = await page(visitor, body.redirect);
    expect(received).toContain('Thank you. Your order has been received.');
    expect(received).toContain('<strong>1001</strong>');
    expect(received).toContain('Golden Hour Lightroom Pack</a> <strong class="product-quantity">&times;&nbsp;2</strong>');
    expect(received).toContain('<strong>Direct bank transfer</strong>');
    expect(received).toContain('ada@example.com');
    // A wrong key shows only the thank-you notice.
    const other = await page(new Visitor(app), '/checkout/order-received/1001/?key=wc_order_wrong');
    expect(other).toContain('Thank you. Your order has been received.');
    expect(other).not.toContain('ada@example.com');

    const checkoutPage = await page(visitor);
    expect(checkoutPage).not.toContain('class="cart_item"');
  });

  it('stores the order with its attribution data', async () => {
    const dbPath = tempDbPath();
    const app = open(dbPath);
    const { visitor, nonce } = await shopper(app);
    await visitor.post(CHECKOUT, {
      ...FILLED,
      'woocommerce-process-checkout-nonce': nonce,
      wc_order_attribution_source_type: 'typein',
      wc_order_attribution_utm_source: '(direct)',
      wc_order_attribution_user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    app.close();
    const store = new ShopStore(dbPath);
    const order = checkoutStore(store).loadOrder(1001);
    store.close();
    expect(order?.attribution).toEqual({
      source_type: 'typein',
      utm_source: '(direct)',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      device_type: 'Desktop',
    });
    expect(order?.status).toBe('on-hold');
    expect(order?.totals.totalCents).toBe(3800);
    expect(order?.billing.billing_email).toBe('ada@example.com');
  });

  it('asks for a refresh after a stale nonce, and answers the expiry notice once the cart is gone', async () => {
    const { visitor, nonce } = await shopper(open());
    const stale = (await visitor.json(CHECKOUT, { ...FILLED, 'woocommerce-process-checkout-nonce': 'nope' })) as Json;
    expect(stale).toMatchObject({ result: 'failure', refresh: true });
    expect(stale.messages).toContain('We were unable to process your order, please try again.');
    await visitor.post(CHECKOUT, { ...FILLED, 'woocommerce-process-checkout-nonce': nonce });
    const again = (await visitor.json(CHECKOUT, { ...FILLED, 'woocommerce-process-checkout-nonce': nonce })) as Json;
    expect(again.messages).toContain('Sorry, your session has expired.');
  });

  it('makes one order of two simultaneous submits', async () => {
    const { visitor, nonce } = await shopper(open());
    const answers = (await Promise.all([
      visitor.json(CHECKOUT, { ...FILLED, 'woocommerce-process-checkout-nonce': nonce }),
      visitor.json(CHECKOUT, { ...FILLED, 'woocommerce-process-checkout-nonce': nonce }),
    ])) as Json[];
    expect(answers.map((a) => a.result).sort()).toEqual(['failure', 'success']);
  });

  it('works without script: errors shown with what was posted, then a redirect to the order', async () => {
    const { visitor, nonce } = await shopper(open());
    const failed = await visitor.post('/checkout/', {
      ...FILLED,
      billing_first_name: '',
      'woocommerce-process-checkout-nonce': nonce,
      woocommerce_checkout_place_order: 'Place order',
    });
    const html = await failed.text();
    expect(html).toContain('<strong>Billing First name</strong> is a required field.');
    expect(input(html, 'billing_last_name')).toBe('Lovelace');
    const placed = await visitor.post('/checkout/', {
      ...FILLED,
      'woocommerce-process-checkout-nonce': nonce,
      woocommerce_checkout_place_order: 'Place order',
    });
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(/^\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  });
});

describe('admin-ajax wopb_checkout_login', () => {
  it('answers field errors with 422, a general error for bad credentials, and logs in', async () => {
    const visitor = new Visitor(open());
    const html = await page(visitor);
    const wpnonce = wopbNonce(html);
    const login = (fields: Record<string, string>): Promise<Response> =>
      visitor.post(LOGIN, { action: 'wopb_checkout_login', wpnonce, rememberme: '', ...fields });

    const noName = await login({ username: '', password: '' });
    expect(noName.status).toBe(422);
    expect(await noName.json()).toEqual({ username: 'Username or Email is required.' });
    expect(await (await login({ username: 'demo', password: '' })).json()).toEqual({ password: 'Password is required.' });
    expect(await (await login({ username: 'nobody', password: 'x' })).json()).toEqual({
      default:
        '<strong>Error:</strong> The username <strong>nobody</strong> is not registered on this site. If you are unsure of your username, try your email address instead.',
    });
    const wrong = (await (await login({ username: 'demo', password: 'wrong' })).json()) as { default: string };
    expect(wrong.default).toContain('The password you entered for the username <strong>demo</strong> is incorrect.');
    expect(visitor.cookies.has(LOGIN_COOKIE)).toBe(false);

    const ok = await login({ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(await ok.json()).toEqual({ success: true, data: { success: true } });
    expect(visitor.cookies.has(LOGIN_COOKIE)).toBe(true);
    const after = await page(visitor);
    expect(after).not.toContain('class="showlogin"');
    expect(input(after, 'billing_first_name')).toBe('Dana');
  });

  it('ends with admin-ajax 0 on a bad nonce, as ProductX', async () => {
    const response = await new Visitor(open()).post(LOGIN, {
      action: 'wopb_checkout_login',
      wpnonce: 'nope',
      username: 'demo',
      password: 'x',
    });
    expect(await response.text()).toBe('0');
  });
});

describe('checkout rules (pure)', () => {
  it('words validation like WC_Checkout, in its order', () => {
    const errors = validateCheckout(
      { ...FILLED, billing_email: 'nope', billing_phone: 'call me', billing_postcode: '1', billing_state: 'ZZ', payment_method: 'cod' },
      { shipToDifferentAddress: false, paymentMethods: ['bacs', 'cheque'] },
    );
    const html = errors.map((e) => e.html);
    expect(html[0]).toMatch(/^<strong>Billing State<\/strong> is not valid\. Please enter one of the following: Alabama, Alaska, /);
    expect(html.slice(1)).toEqual([
      '<strong>Billing ZIP Code</strong> is not a valid postcode / ZIP.',
      '<strong>Billing Phone</strong> is not a valid phone number.',
      '<strong>Billing Email address</strong> is not a valid email address.',
      'Invalid payment method.',
    ]);
    expect(errors.slice(0, 4).map((e) => e.id)).toEqual(['billing_state', 'billing_postcode', 'billing_phone', 'billing_email']);
  });

  it('prints errors as one list with data-id', () => {
    expect(checkoutErrorsHtml([{ html: 'x', id: 'billing_city' }, { html: 'y' }])).toBe(
      '<ul class="woocommerce-error" role="alert">\n\t\t\t<li data-id="billing_city">\n\t\t\tx\t\t</li>\n\t\t\t<li>\n\t\t\ty\t\t</li>\n\t</ul>\n',
    );
  });

  it('checks e-mail addresses like is_email()', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('ada@localhost')).toBe(false);
    expect(isEmail('a b@example.com')).toBe(false);
  });

  it('stores attribution as the platform: unprefixed, with the device type, nothing when empty, admin for back-office orders', () => {
    const posted = postedAttribution({
      wc_order_attribution_source_type: 'referral',
      wc_order_attribution_utm_source: 'blog.example',
      wc_order_attribution_user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0)',
      other: 'x',
    });
    expect(orderAttribution(posted, 'checkout')).toEqual({
      source_type: 'referral',
      utm_source: 'blog.example',
      user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0)',
      device_type: 'Tablet',
    });
    expect(orderAttribution({ source_type: '', utm_source: '' }, 'checkout')).toEqual({});
    expect(orderAttribution(posted, 'admin')).toEqual({ source_type: 'admin' });
    expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari')).toBe('Mobile');
    expect(originLabel({ source_type: 'utm', utm_source: 'newsletter' })).toBe('Source: newsletter');
    expect(originLabel({ source_type: 'typein' })).toBe('Direct');
    expect(originLabel({ source_type: 'admin' })).toBe('Web admin');
  });
});
