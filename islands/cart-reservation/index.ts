/** Claims ProductX's cart reservation bar (`.wopb-cart-reserved[data-expiry]`); it ticks from load. */
import { RESERVATION_BAR } from '../../dom-bridge/cart-constants.ts';
import { defineIsland } from '../../src/island.ts';

export const cartReservationIsland = defineIsland<Record<string, never>>({
  name: 'cart-reservation',
  selector: RESERVATION_BAR,
  hydrate: { on: 'now' },
  load: () => import('./CartReservation.ts'),
});
