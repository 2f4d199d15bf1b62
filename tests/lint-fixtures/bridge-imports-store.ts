// Linted as dom-bridge/bad.ts: the bridge reaching up into the stores.
import { $cart } from '../src/cart/cart-store.ts';

export const use = $cart;
