import { describe, expect, it } from 'vitest';
import { decideAddOutcome } from './outcome.ts';

const settings = { redirectToCartAfterAdd: false, cartUrl: '/cart/' };
const added = { kind: 'added', fragments: { 'a.cart-contents': '<a class="cart-contents"></a>' }, cartHash: 'abc' } as const;

describe('§4 add-to-cart outcome order', () => {
  it('goes to the product page when the server answers error + product_url', () => {
    expect(decideAddOutcome({ kind: 'redirect', productUrl: '/product/x/' }, { ...settings, redirectToCartAfterAdd: true })).toEqual({
      kind: 'navigate',
      url: '/product/x/',
    });
  });

  it('goes to the cart when the redirect-to-cart setting is yes', () => {
    expect(decideAddOutcome(added, { ...settings, redirectToCartAfterAdd: true })).toEqual({ kind: 'navigate', url: '/cart/' });
  });

  it('otherwise applies the fragments in place', () => {
    expect(decideAddOutcome(added, settings)).toEqual({ kind: 'added', fragments: added.fragments, cartHash: 'abc' });
  });

  it('reports a failure without a usable product url', () => {
    expect(decideAddOutcome({ kind: 'failed' }, settings)).toEqual({ kind: 'failed' });
  });
});

describe("§4 outcome 2: the button's own redirect target (theme call)", () => {
  it('comes after error + product_url', () => {
    expect(decideAddOutcome({ kind: 'redirect', productUrl: '/product/x/' }, { ...settings, buttonRedirect: '/checkout/' })).toEqual({
      kind: 'navigate',
      url: '/product/x/',
    });
  });

  it('goes there after 2 s (§9), keeping the new cart to show meanwhile, before the redirect-to-cart setting', () => {
    expect(decideAddOutcome(added, { ...settings, redirectToCartAfterAdd: true, buttonRedirect: '/checkout/' })).toEqual({
      kind: 'navigate',
      url: '/checkout/',
      delayMs: 2000,
      cart: { fragments: added.fragments, cartHash: 'abc' },
    });
  });

  it('is ignored when empty', () => {
    expect(decideAddOutcome(added, { ...settings, buttonRedirect: '' })).toEqual({
      kind: 'added',
      fragments: added.fragments,
      cartHash: 'abc',
    });
    expect(decideAddOutcome({ kind: 'failed' }, { ...settings, buttonRedirect: '/checkout/' })).toEqual({ kind: 'failed' });
  });
});
