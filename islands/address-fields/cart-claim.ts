/** Claims the cart's shipping calculator's country field (see checkout-claim.ts: one claim per page kind). */
import { defineIsland } from '../../src/island.ts';

export const CALCULATOR_COUNTRY_FIELDS = '.woocommerce-shipping-calculator .country_to_state';

export const cartAddressFieldsIsland = defineIsland<Record<string, never>>({
  name: 'address-fields',
  selector: CALCULATOR_COUNTRY_FIELDS,
  hydrate: { on: 'idle' },
  load: () => import('./AddressFields.ts'),
});
