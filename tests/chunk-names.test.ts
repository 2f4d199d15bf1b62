// @vitest-environment node
/** Chunk file names, as `npm run size` lists them: each names one file and says what it holds. */
import { describe, expect, it } from 'vitest';
import { chunkLabel, sharedNames } from '../scripts/lib/chunk-names.ts';

const ROOT = '/repo';

describe('chunk names', () => {
  it('tell the cart endpoints and the $cart store apart, though both modules are cart.ts', () => {
    const endpoints = chunkLabel({ name: 'cart', moduleIds: [`${ROOT}/protocol/cart.ts`] });
    const store = chunkLabel({
      name: 'cart',
      moduleIds: [`${ROOT}/node_modules/nanostores/lifecycle/index.js`, `${ROOT}/src/stores/cart.ts`],
    });
    expect([endpoints, store]).toEqual(['protocol-cart', 'store-cart']);
  });

  it('keep the bare names the entry spells: islands, dom-bridge helpers, the React group', () => {
    expect(chunkLabel({ name: 'CartDrawer', moduleIds: [`${ROOT}/islands/cart-drawer/CartDrawer.tsx`] })).toBe('CartDrawer');
    expect(chunkLabel({ name: 'cart-sync', moduleIds: [`${ROOT}/dom-bridge/cart-sync.ts`] })).toBe('cart-sync');
    expect(chunkLabel({ name: 'react', moduleIds: [`${ROOT}/node_modules/react/index.js`] })).toBe('react');
  });

  it('report each name given to more than one chunk, once', () => {
    expect(sharedNames(['cart', 'react', 'cart', 'CartDrawer', 'cart'])).toEqual(['cart']);
    expect(sharedNames(['protocol-cart', 'store-cart'])).toEqual([]);
  });
});
