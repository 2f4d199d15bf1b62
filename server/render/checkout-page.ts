/**
 * The classic checkout page (page id 7, `[woocommerce_checkout]`) in the platform's 9.9
 * markup: the login toggle and form (guests), the coupon toggle and form, the checkout form
 * with the billing (and, for goods that ship, shipping) fields, the order attribution element,
 * the order notes, the order review table and the payment section with place order. The
 * per-visitor parts are two regions (the shortcode's output and `wc_checkout_params`) that the
 * server swaps into the committed fixture; `update_order_review` answers with the review table
 * and the payment section rendered here.
 */
import { CART_NONCE_ACTIONS } from '../cart-nonces.ts';
import { addressFields, ORDER_COMMENTS, statesOf, type CheckoutField } from '../checkout-fields.ts';
import { fixtureCheckoutVisitor, PAYMENT_GATEWAYS, type CheckoutVisitor } from '../checkout.ts';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PREFIX } from '../order-attribution.ts';
import { COUNTRIES } from '../shipping.ts';
import { SITE_URL, URLS } from '../site.ts';
import type { ShippingPackage } from '../shipping.ts';
import type { PageSpec, VisitorState } from '../views.ts';
import { escAttr, escHtml, jsonForScript } from '../formatting/escape.ts';
import { wcPrice } from '../formatting/price.ts';
import { couponAmountHtml, shippingMethods } from './cart-totals.ts';
import { wopbCoreRegion } from './wopb-core.ts';

/** The committed fixture of this page. */
export const CHECKOUT_FIXTURE = { file: 'checkout.html', route: URLS.checkout } as const;

const THEME_CLASSES = 'wp-embed-responsive wp-theme-storefront theme-storefront';
const FULL_WIDTH = 'woocommerce-no-js storefront-align-wide storefront-full-width-content woocommerce-active';
export const CHECKOUT_BODY_CLASS = `wp-singular page-template-default page page-id-7 ${THEME_CLASSES} woocommerce-checkout woocommerce-page ${FULL_WIDTH}`;

function checkoutOf(visitor: VisitorState): CheckoutVisitor {
  return visitor.checkout ?? fixtureCheckoutVisitor();
}

// ---- Fields ---------------------------------------------------------------------------

function label(field: CheckoutField): string {
  const marker = field.required
    ? '&nbsp;<span class="required" aria-hidden="true">*</span>'
    : '&nbsp;<span class="optional">(optional)</span>';
  const cls = field.hiddenLabel ? 'screen-reader-text' : field.required ? 'required_field' : '';
  return `<label for="${field.key}" class="${cls}">${escHtml(field.label)}${marker}</label>`;
}

function required(field: CheckoutField): string {
  return field.required ? ' aria-required="true"' : '';
}

function options(list: ReadonlyArray<readonly [string, string]>, value: string, placeholder: string): string {
  const chosen = (code: string): string => (code === value ? "  selected='selected'" : ' ');
  return (
    `<option value="">${placeholder}</option>` +
    list.map(([code, name]) => `<option value="${escAttr(code)}"${chosen(code)}>${escHtml(name)}</option>`).join('')
  );
}

function control(field: CheckoutField, value: string, country: string): string {
  const common = `name="${field.key}" id="${field.key}"`;
  switch (field.type) {
    case 'country':
      return (
        `<select ${common} class="country_to_state country_select "${required(field)} autocomplete="${field.autocomplete}" data-placeholder="Select a country / region&hellip;" data-label="${escAttr(field.label)}">` +
        `${options(COUNTRIES, value, 'Select a country / region&hellip;')}</select>` +
        `<noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>`
      );
    case 'state': {
      const states = statesOf(country);
      if (!states.length) {
        return `<input type="text" class="input-text " value="${escAttr(value)}"  placeholder="" ${common} autocomplete="${field.autocomplete}" data-input-classes="" data-label="${escAttr(field.label)}" />`;
      }
      return (
        `<select ${common} class="state_select "${required(field)} autocomplete="${field.autocomplete}" data-placeholder="Select an option&hellip;"  data-input-classes="" data-label="${escAttr(field.label)}">\n` +
        `\t\t\t\t\t\t${options(states, value, 'Select an option&hellip;')}</select>`
      );
    }
    case 'textarea':
      return `<textarea ${common.replace(` id="${field.key}"`, '')} class="input-text " id="${field.key}" placeholder="${escAttr(field.placeholder)}"  rows="2" cols="5">${escHtml(value)}</textarea>`;
    default:
      return `<input type="${field.type}" class="input-text " ${common} placeholder="${escAttr(field.placeholder)}"  value="${escAttr(value)}"${required(field)} autocomplete="${field.autocomplete}" />`;
  }
}

/** woocommerce_form_field(): the row, its label and control. */
export function formRow(field: CheckoutField, value: string, country: string): string {
  const classes = [
    'form-row',
    ...field.rowClasses,
    ...(field.required ? ['validate-required'] : []),
    ...field.validate.map((format) => `validate-${format}`),
  ];
  return (
    `<p class="${classes.join(' ')}" id="${field.key}_field" data-priority="${field.priority || ''}">${label(field)}` +
    `<span class="woocommerce-input-wrapper">${control(field, value, country)}</span></p>`
  );
}

function fieldRows(fieldset: 'billing' | 'shipping', values: Readonly<Record<string, string>>): string {
  const country = values[`${fieldset}_country`] ?? 'US';
  return addressFields(fieldset, country)
    .map((field) => formRow(field, values[field.key] ?? '', country))
    .join('');
}

// ---- Sections -------------------------------------------------------------------------

/** checkout/form-login.php for a guest (the toggle and the hidden login form); nothing for a customer. */
function loginSection(checkout: CheckoutVisitor): string {
  if (checkout.customer) return '';
  const requiredMark = '&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span>';
  return (
    `<div class="woocommerce-form-login-toggle">\n\t\n\t<div class="woocommerce-info">\n\t\tReturning customer? <a href="#" class="showlogin">Click here to login</a>\t</div>\n</div>\n` +
    `<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;">\n\n\t\n\t<p>If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.</p>\n\n` +
    `\t<p class="form-row form-row-first">\n\t\t<label for="username">Username or email${requiredMark}</label>\n` +
    `\t\t<input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true" />\n\t</p>\n` +
    `\t<p class="form-row form-row-last">\n\t\t<label for="password">Password${requiredMark}</label>\n` +
    `\t\t<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />\n\t</p>\n\t<div class="clear"></div>\n\n\t\n\n` +
    `\t<p class="form-row">\n\t\t<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">\n` +
    `\t\t\t<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Remember me</span>\n\t\t</label>\n` +
    `\t\t<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${escAttr(checkout.nonces.login)}" /><input type="hidden" name="_wp_http_referer" value="${URLS.checkout}" />\t\t<input type="hidden" name="redirect" value="${URLS.checkout}" />\n` +
    `\t\t<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button>\n\t</p>\n` +
    `\t<p class="lost_password">\n\t\t<a href="/my-account/lost-password/">Lost your password?</a>\n\t</p>\n\n\t<div class="clear"></div>\n\n\t\n</form>\n`
  );
}

/**
 * checkout/form-coupon.php: the toggle and the hidden coupon form. The platform's toggle also
 * carries aria-label="Enter your coupon code", which hides its visible words from its accessible
 * name (WCAG 2.5.3 "label in name"); this page leaves it out.
 */
function couponSection(): string {
  return (
    `<div class="woocommerce-form-coupon-toggle">\n\t\n\t<div class="woocommerce-info">\n\t\tHave a coupon? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a>\t</div>\n</div>\n\n` +
    `<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">\n\n` +
    `\t<p class="form-row form-row-first">\n\t\t<label for="coupon_code" class="screen-reader-text">Coupon:</label>\n\t\t<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value="" />\n\t</p>\n\n` +
    `\t<p class="form-row form-row-last">\n\t\t<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>\n\t</p>\n\n\t<div class="clear"></div>\n</form>\n`
  );
}

function shippingSection(values: Readonly<Record<string, string>>): string {
  const checked = values.ship_to_different_address ? " checked='checked'" : '';
  return (
    `<div class="woocommerce-shipping-fields">\n\t\n\t\t<h3 id="ship-to-different-address">\n\t\t\t<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">\n` +
    `\t\t\t\t<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"${checked} type="checkbox" name="ship_to_different_address" value="1" /> <span>Ship to a different address?</span>\n` +
    `\t\t\t</label>\n\t\t</h3>\n\n\t\t<div class="shipping_address">\n\n\t\t\t\n\t\t\t<div class="woocommerce-shipping-fields__field-wrapper">\n\t\t\t\t${fieldRows('shipping', values)}\t\t\t</div>\n\n\t\t\t\n\t\t</div>\n\n\t</div>\n`
  );
}

function additionalFields(values: Readonly<Record<string, string>>, needsShipping: boolean): string {
  return (
    `<div class="woocommerce-additional-fields">\n\t\n\t\n\t\t${needsShipping ? '' : '\n\t\t\t<h3>Additional information</h3>\n\n\t\t'}\n` +
    `\t\t<div class="woocommerce-additional-fields__field-wrapper">\n\t\t\t\t\t\t\t${formRow(ORDER_COMMENTS, values[ORDER_COMMENTS.key] ?? '', '')}\t\t\t\t\t</div>\n\n\t\n\t</div>\n`
  );
}

function shippingRow(pkg: ShippingPackage): string {
  return (
    `\t\t\t<tr class="woocommerce-shipping-totals shipping">\n\t<th>Shipping</th>\n\t<td data-title="Shipping">\n` +
    `\t\t\t\t\t${shippingMethods(pkg)}\t\t\t</td>\n</tr>\n`
  );
}

/** checkout/review-order.php: the review table (an `update_order_review` fragment). */
export function reviewOrderTable(visitor: VisitorState): string {
  const { cart, totals } = visitor;
  const rows = cart.items
    .map(
      (item) =>
        `\t\t\t\t\t\t<tr class="cart_item">\n\t\t\t\t\t<td class="product-name">\n\t\t\t\t\t\t${escHtml(item.name)}&nbsp;\t\t\t\t\t\t <strong class="product-quantity">&times;&nbsp;${item.quantity}</strong>\t\t\t\t\t\t\t\t\t\t\t</td>\n` +
        `\t\t\t\t\t<td class="product-total">\n\t\t\t\t\t\t${wcPrice(item.lineCents)}\t\t\t\t\t</td>\n\t\t\t\t</tr>\n`,
    )
    .join('');
  const coupons = totals.discounts
    .map(
      (discount) =>
        `\t\t\t<tr class="cart-discount coupon-${escAttr(discount.code)}">\n\t\t\t\t<th>Coupon: ${escHtml(discount.code)}</th>\n` +
        `\t\t\t\t<td>${couponAmountHtml(discount.code, discount.amountCents, discount.freeShipping, true)}</td>\n\t\t\t</tr>\n`,
    )
    .join('');
  return (
    `<table class="shop_table woocommerce-checkout-review-order-table">\n\t<thead>\n\t\t<tr>\n\t\t\t<th class="product-name">Product</th>\n\t\t\t<th class="product-total">Subtotal</th>\n\t\t</tr>\n\t</thead>\n` +
    `\t<tbody>\n${rows}\t\t\t</tbody>\n\t<tfoot>\n\n` +
    `\t\t<tr class="cart-subtotal">\n\t\t\t<th>Subtotal</th>\n\t\t\t<td>${wcPrice(totals.subtotalCents)}</td>\n\t\t</tr>\n\n` +
    coupons +
    totals.packages.map(shippingRow).join('') +
    `\t\t<tr class="order-total">\n\t\t\t<th>Total</th>\n\t\t\t<td><strong>${wcPrice(totals.totalCents)}</strong> </td>\n\t\t</tr>\n\n\t\t\n\t</tfoot>\n</table>\n`
  );
}

/** checkout/payment.php: the payment methods, place order and the checkout nonce (an `update_order_review` fragment). */
export function checkoutPayment(visitor: VisitorState): string {
  const checkout = checkoutOf(visitor);
  const methods =
    visitor.totals.totalCents > 0 || visitor.cart.items.length === 0
      ? `\t\t<ul class="wc_payment_methods payment_methods methods">\n` +
        PAYMENT_GATEWAYS.map((gateway) => {
          const chosen = gateway.id === checkout.paymentMethod;
          return (
            `\t\t\t<li class="wc_payment_method payment_method_${gateway.id}">\n\t<input id="payment_method_${gateway.id}" type="radio" class="input-radio" name="payment_method" value="${gateway.id}" ${chosen ? " checked='checked'" : ''} data-order_button_text="" />\n\n` +
            `\t<label for="payment_method_${gateway.id}">\n\t\t${escHtml(gateway.title)} \t</label>\n` +
            `\t\t\t<div class="payment_box payment_method_${gateway.id}" ${chosen ? '' : 'style="display:none;"'}>\n\t\t\t<p>${escHtml(gateway.description)}</p>\n\t\t</div>\n\t</li>\n`
          );
        }).join('') +
        `\t\t</ul>\n`
      : '';
  return (
    `<div id="payment" class="woocommerce-checkout-payment">\n${methods}\t\t<div class="form-row place-order">\n` +
    `\t\t<noscript>\n\t\t\tSince your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.\t\t\t<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button>\n\t\t</noscript>\n\n` +
    `\t\t<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>\n\n` +
    `\t\t<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${escAttr(checkout.nonces.processCheckout)}" /><input type="hidden" name="_wp_http_referer" value="${URLS.checkout}" />\t</div>\n</div>\n`
  );
}

/** The checkout form. */
function checkoutForm(visitor: VisitorState): string {
  const checkout = checkoutOf(visitor);
  const needsShipping = visitor.totals.needsShipping;
  return (
    `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${URLS.checkout}" enctype="multipart/form-data" aria-label="Checkout">\n\n\t\n\t\t\n` +
    `\t\t<div class="col2-set" id="customer_details">\n\t\t\t<div class="col-1">\n` +
    // The platform's element; its script (here the order-attribution island) fills it with the hidden inputs.
    `\t\t\t\t<wc-order-attribution-inputs></wc-order-attribution-inputs><div class="woocommerce-billing-fields">\n\t\n\t\t<h3>Billing details</h3>\n\n\t\n\t\n` +
    `\t<div class="woocommerce-billing-fields__field-wrapper">\n\t\t${fieldRows('billing', checkout.values)}\t</div>\n\n\t</div>\n\n\t\t\t</div>\n\n` +
    `\t\t\t<div class="col-2">\n\t\t\t\t${needsShipping ? shippingSection(checkout.values) : ''}${additionalFields(checkout.values, needsShipping)}\t\t\t</div>\n\t\t</div>\n\n\t\t\n\t\t\n\t\t\n` +
    `\t<h3 id="order_review_heading">Your order</h3>\n\t\n\t\n\t<div id="order_review" class="woocommerce-checkout-review-order">\n\t\t${reviewOrderTable(visitor)}${checkoutPayment(visitor)}\t</div>\n\n\t\n</form>\n`
  );
}

/** `[woocommerce_checkout]` for this visitor: one region of the committed page. */
export function checkoutShortcodeRegion(visitor: VisitorState): string {
  return (
    `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${loginSection(checkoutOf(visitor))}${couponSection()}` +
    `<div class="woocommerce-notices-wrapper"></div>${checkoutForm(visitor)}\n</div>`
  );
}

/** `wc_checkout_params` with this visitor's nonces: the other region. */
export function checkoutParamsRegion(visitor: VisitorState): string {
  const checkout = checkoutOf(visitor);
  const params = {
    ajax_url: URLS.adminAjax,
    wc_ajax_url: URLS.wcAjax,
    update_order_review_nonce: checkout.nonces.updateOrderReview,
    apply_coupon_nonce: visitor.cartNonces[CART_NONCE_ACTIONS.applyCoupon],
    remove_coupon_nonce: visitor.cartNonces[CART_NONCE_ACTIONS.removeCoupon],
    option_guest_checkout: 'yes',
    checkout_url: '/?wc-ajax=checkout',
    is_checkout: '1',
    debug_mode: '',
    i18n_checkout_error:
      'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.',
  };
  return `<script id="wc-checkout-js-extra">\nvar wc_checkout_params = ${jsonForScript(params)};\n//# sourceURL=wc-checkout-js-extra\n</script>\n`;
}

/** §9: the platform's attribution settings (lifetime 0.00001 months, session 30 min, not base64, tracking allowed). */
const ORDER_ATTRIBUTION_SCRIPT = (() => {
  const paths: Record<string, string> = {
    source_type: 'current.typ',
    referrer: 'current_add.rf',
    utm_campaign: 'current.cmp',
    utm_source: 'current.src',
    utm_medium: 'current.mdm',
    utm_content: 'current.cnt',
    utm_id: 'current.id',
    utm_term: 'current.trm',
    utm_source_platform: 'current.plt',
    utm_creative_format: 'current.fmt',
    utm_marketing_tactic: 'current.tct',
    session_entry: 'current_add.ep',
    session_start_time: 'current_add.fd',
    session_pages: 'session.pgs',
    session_count: 'udata.vst',
    user_agent: 'udata.uag',
  };
  const settings = {
    params: {
      lifetime: 0.00001,
      session: 30,
      base64: false,
      ajaxurl: `${SITE_URL}${URLS.adminAjax}`,
      prefix: ATTRIBUTION_PREFIX,
      allowTracking: true,
    },
    fields: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, paths[field] ?? ''])),
  };
  return `<script id="wc-order-attribution-js-extra">\nvar wc_order_attribution = ${jsonForScript(settings)};\n//# sourceURL=wc-order-attribution-js-extra\n</script>\n`;
})();

/** The page. */
export function checkoutPage(): PageSpec {
  return {
    title: 'Checkout',
    bodyClass: CHECKOUT_BODY_CLASS,
    navCurrent: '',
    breadcrumb: [{ label: 'Home', href: URLS.home }, { label: 'Checkout' }],
    main: (visitor) =>
      checkoutParamsRegion(visitor) +
      `\n\t\t\t\n<article id="post-7" class="post-7 page type-page status-publish hentry">\n` +
      `\t\t\t<header class="entry-header">\n\t\t\t<h1 class="entry-title">Checkout</h1>\t\t</header><!-- .entry-header -->\n` +
      `\t\t\t\t<div class="entry-content">\n\t\t\t${checkoutShortcodeRegion(visitor)}\n\t\t\t\t\t</div><!-- .entry-content -->\n` +
      `\t\t</article><!-- #post-## -->\n\n\t\t` +
      wopbCoreRegion(visitor),
    sidebar: false,
    isCart: false,
    footerExtra: ORDER_ATTRIBUTION_SCRIPT,
  };
}

/** The regions the server swaps into the committed checkout page, beside every page's. */
export function checkoutRegions(file: string): Array<[string, (visitor: VisitorState) => string]> {
  if (file !== CHECKOUT_FIXTURE.file) return [];
  return [
    ['wc_checkout_params', checkoutParamsRegion],
    ['checkout', checkoutShortcodeRegion],
  ];
}
