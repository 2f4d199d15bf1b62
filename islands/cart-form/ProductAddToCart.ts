/**
 * The product page's add to cart without a page load (§4, §7), for simple and variable products,
 * as a plain DOM controller: the first add never waits for React. The call is the one the page
 * offers (protocol/product-add.ts): the theme's `{theme}_add_to_cart` where its endpoints exist,
 * else the platform's `add_to_cart`, else the plain form post. Never worse than that post: when
 * the in-place endpoint turns out not to be there, the form is submitted the plain way.
 * A failed add puts the button back and says why; the form keeps its values.
 */
import { readShopConfig, type ShopConfig } from '../../dom-bridge/config.ts';
import { ISLAND_PLATFORM_EVENTS } from '../../dom-bridge/island-constants.ts';
import { BUTTON_STATE_CLASSES, PRODUCT_ATTRS, PRODUCT_SELECTORS } from '../../dom-bridge/product-constants.ts';
import { emit } from '../../dom-bridge/emit.ts';
import { listen } from '../../dom-bridge/listen.ts';
import type { AddToCartResult } from '../../protocol/cart.ts';
import { endpointMissing, productAdd, productAddEndpoint } from '../../protocol/product-add.ts';
import type { Unmount } from '../../src/island.ts';
import { attachAddFeedback, type AddFeedback } from '../../src/add-to-cart/add-feedback.ts';
import { completeAdd, failedAdd, type AddFlowResult } from '../../src/add-to-cart/add-flow.ts';
import { choosesAnyAttribute } from './any-attribute.ts';
import { cartAddFields, missingOption } from './form-fields.ts';

/** §5: the theme's own check before adding a variable product. */
const SELECT_OPTION_TEXT = 'Please select a product option before adding this product to your cart.';

/** The button's own success text, else the platform's "“Name” has been added to your cart." */
function successMessage(button: HTMLElement, quantity: number): string {
  const own = button.getAttribute(PRODUCT_ATTRS.successMessage);
  if (own) return own;
  const name =
    button.closest(PRODUCT_SELECTORS.product)?.querySelector(PRODUCT_SELECTORS.productTitle)?.textContent?.trim() || 'The product';
  return quantity > 1 ? `${quantity} × “${name}” have been added to your cart.` : `“${name}” has been added to your cart.`;
}

/** One mounted button: its form, the page's config, its feedback and what its adds share. */
interface Controller {
  button: HTMLButtonElement;
  form: HTMLFormElement;
  config: ShopConfig;
  feedback: AddFeedback;
  /** Aborts this button's queued adds once the form has been posted the plain way. */
  pending: AbortController;
  alive: boolean;
}

/** Forms already submitted the plain way: never twice (each post adds), whichever of their buttons was pressed. */
const postedForms = new WeakSet<HTMLFormElement>();

/** Hands the add to the browser: the plain form post with the same submitter, once per form. */
function postPlainly(controller: Controller): AddFlowResult {
  const { button, form } = controller;
  // Queued adds of this button would meet the same missing endpoint; the plain post carries the shopper's intent.
  controller.pending.abort();
  if (!postedForms.has(form) && form.isConnected) {
    postedForms.add(form);
    // requestSubmit fires no click, so this handler stays out of it; the submitter's own field (add-to-cart) goes along.
    form.requestSubmit(button);
  }
  return { kind: 'leaving', added: false };
}

/** The §4 outcome of an answer, or the plain post when nothing answered as an add would (an empty answer: no such call here). */
function settle(controller: Controller, result: AddToCartResult, quantity: number): AddFlowResult {
  if (result.kind === 'failed') return postPlainly(controller);
  const { button, config } = controller;
  const settings = { ...config, buttonRedirect: button.getAttribute(PRODUCT_ATTRS.buttonRedirect) };
  return completeAdd(result, button, settings, successMessage(button, quantity));
}

/** Whether this click is ours to add in place; otherwise it goes the browser's way (or the variation form's). */
function claimsClick(controller: Controller, event: MouseEvent): boolean {
  const { button, form } = controller;
  // A disabled button is the variation form's to explain (§5); a native disabled one gets no click.
  if (button.classList.contains(BUTTON_STATE_CLASSES.disabled)) return false;
  if (postedForms.has(form)) {
    // The page is leaving with the plain post: another click would post (and add) again.
    event.preventDefault();
    return false;
  }
  const missing = form.classList.contains('variations_form') ? missingOption(form) : null;
  if (missing) {
    event.preventDefault();
    window.alert(SELECT_OPTION_TEXT);
    missing.focus();
    return false;
  }
  // An invalid quantity goes the browser's way: its submit path shows the field's own message.
  return form.checkValidity();
}

function onClick(controller: Controller, event: MouseEvent): void {
  // No in-place call on this page: the click is the plain form post.
  const endpoint = productAddEndpoint(controller.config);
  if (endpoint === 'form' || !claimsClick(controller, event)) return;
  const { button, form, feedback } = controller;
  const fields = cartAddFields(form, button);
  // The platform's add cannot add a variation with an "any" attribute: that click is the plain post.
  if (endpoint === 'platform' && choosesAnyAttribute(form, fields)) return;
  event.preventDefault();
  // Coexistence: legacy theme handlers must not add the same product again.
  event.stopPropagation();
  const quantity = Number(fields.find(([name]) => name === 'quantity')?.[1] ?? 1) || 1;
  feedback.begin();
  emit(ISLAND_PLATFORM_EVENTS.addingToCart, [button, Object.fromEntries(fields)]);
  productAdd(endpoint, fields, { signal: controller.pending.signal })
    .then((result) => settle(controller, result, quantity))
    .catch((error: unknown) => (endpointMissing(error) ? postPlainly(controller) : failedAdd(error)))
    .then((flow) => {
      if (controller.alive) feedback.end(flow);
    });
}

/** Mounts the controller on a claimed product add-to-cart button. */
export function mount(button: HTMLElement, _props: Record<string, never>): Promise<Unmount> {
  if (!(button instanceof HTMLButtonElement) || !button.form)
    return Promise.reject(new Error('the add-to-cart button is not a form button'));
  const config = readShopConfig();
  const controller: Controller = {
    button,
    form: button.form,
    config,
    feedback: attachAddFeedback(button, config, { name: 'product-add-to-cart', element: button }),
    pending: new AbortController(),
    alive: true,
  };
  const stopListening = listen(button, 'click', (event) => onClick(controller, event));
  return Promise.resolve(() => {
    controller.alive = false;
    stopListening();
    controller.feedback.remove();
  });
}
