/**
 * Issue 26: every widget a shopper sees or touches mounts as a React component in a root of its own
 * (src/react-root.tsx). Each island named here is mounted on its markup as the runtime mounts it, and
 * the test fails if it went live without a React root. Add an island's name (and its markup) once it
 * has moved onto the React path; the list ends with every such widget.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture, useConfig } from '../protocol/testing.ts';
import type { RegisteredIsland, Unmount } from '../src/island.ts';
import { hasReactRoot } from '../src/react-root.tsx';
import { claimGroups, islands } from '../src/registry.ts';
import { cartDrawerShell } from '../server/render/cart-drawer.ts';

/** The header mini-cart as the platform fills it after an add (capture). */
function miniCartWithBeanie(): string {
  const fragments = (JSON.parse(capture('add_to_cart-simple.json')) as { fragments: Record<string, string> }).fragments;
  return `${fragments['a.cart-contents']}${fragments['div.widget_shopping_cart_content']}`;
}

/**
 * The React islands, by name, each with server markup that holds one of its claims; `viewAfterLive`: the island's own
 * work never waits for React (the money path), so it goes live first and its view's root follows.
 */
const REACT_ISLANDS: ReadonlyArray<{ name: string; markup: () => string; viewAfterLive?: true }> = [
  {
    name: 'add-to-cart',
    markup: () =>
      '<ul class="products"><li class="product"><a href="?add-to-cart=101" data-product_id="101" ' +
      'class="button add_to_cart_button ajax_add_to_cart">Add to cart</a></li></ul>',
    viewAfterLive: true,
  },
  {
    name: 'card-swatches',
    markup: () =>
      '<ul class="products"><li class="product"><div class="wopb-loop-variations-form" data-product_id="103" data-product_variations="[]">' +
      '</div><a href="/product/film/" class="button product_type_variable add_to_cart_button" data-product_id="103">Select options</a></li></ul>',
    viewAfterLive: true,
  },
  {
    name: 'product-add-to-cart',
    markup: () =>
      '<form class="cart" action="/product/golden-hour/" method="post"><input type="number" name="quantity" value="1">' +
      '<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">Add to cart</button></form>',
    viewAfterLive: true,
  },
  { name: 'mini-cart', markup: miniCartWithBeanie },
  { name: 'cart-drawer', markup: cartDrawerShell },
  {
    name: 'size-chart',
    markup: () =>
      '<div class="wopb-chart-btn-wrapper"><span id="wopb-chart-modal-btn">Size Chart</span></div>' +
      '<div class="wopb-size-chart-modal"><div class="wopb-chart-modal-content"><table></table></div></div>',
  },
  { name: 'wishlist', markup: () => '<div id="woosw_wishlist" class="woosw-popup"></div>' },
  {
    name: 'wishlist-variation',
    markup: () =>
      '<div class="single-product"><form class="variations_form" data-product_id="103"></form>' +
      '<button class="woosw-btn woosw-btn-103" data-id="103">Add to wishlist</button></div>',
  },
  {
    name: 'share-buttons',
    markup: () =>
      '<div class="wopb-share"><div class="wopb-share-item-inner-block" postId="103" count="4">' +
      '<div class="wopb-share-item"><a href="javascript:" url="http://www.facebook.com/sharer.php?u=x">Facebook</a></div></div></div>',
  },
  {
    name: 'cart-reservation',
    markup: () =>
      '<div class="wopb-cart-reserved" data-expiry="15" data-action="hide"><p class="wopb-cart-reserved__text">' +
      'Your cart is reserved for <span class="wopb-cart-reserved__time">15m 00s</span>.</p></div>',
  },
  {
    name: 'quick-view',
    markup: () =>
      '<ul class="products"><li class="product"><a class="woocommerce-LoopProduct-link" href="/product/beanie/">Beanie</a>' +
      '<a href="/product/beanie/" class="minimog-quick-view-btn" data-pid="7">Quick view</a></li></ul>',
  },
  {
    name: 'wopb-quick-view',
    markup: () =>
      '<div class="wopb-block-item"><div class="wopb-product-new-meta"><div class="wopb-quickview-btn" data-postid="101" data-list="101">' +
      '<span>Quick View</span></div></div><h3 class="wopb-block-title"><a href="/product/golden-hour/">Golden Hour Pack</a></h3></div>',
  },
];

/** Every registered island, those of the claim groups too. */
async function everyIsland(): Promise<RegisteredIsland[]> {
  const grouped = await Promise.all(claimGroups.map(async (group) => (await group.load()).islands));
  return [...islands, ...grouped.flat()];
}

let unmount: Unmount | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('React islands', () => {
  it.each(REACT_ISLANDS)('$name mounts in a React root of its own, given back on unmount', async ({ name, markup, viewAfterLive }) => {
    useConfig();
    const island = (await everyIsland()).find((registered) => registered.name === name);
    expect(island, `${name} is registered`).toBeDefined();
    document.body.innerHTML = markup();
    const element = document.querySelector<HTMLElement>(island!.selector);
    expect(element, `${name}'s markup holds its claim (${island!.selector})`).not.toBeNull();
    const prepared = island!.prepare(element!);
    if (!prepared.ok) throw new Error(`${name}: props not read: ${prepared.reason}`);

    unmount = await prepared.mount();
    if (viewAfterLive) await vi.waitFor(() => expect(hasReactRoot(element!)).toBe(true));
    expect(hasReactRoot(element!), `${name} is live without a React root`).toBe(true);
    unmount();
    unmount = undefined;
    expect(hasReactRoot(element!)).toBe(false);
  });
});
