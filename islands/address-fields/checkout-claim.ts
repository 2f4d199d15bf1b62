/**
 * Claims the checkout's country fields (billing and shipping): each drives its group's state field
 * and address locale, as the platform's country and address scripts did. Hydrates at idle; a country
 * picked before then is fitted once it is live.
 *
 * One claim per page kind (checkout-claim.ts, cart-claim.ts, account-claim.ts), each imported by its
 * own claim group only: a claim two groups shared would be a chunk of its own, one more file at load
 * on each of those pages (the account page's budget has no room for it). They share the island's chunk.
 */
import { defineIsland } from '../../src/island.ts';

/** The checkout page's country fields (the body, and the form, carry `woocommerce-checkout`). */
export const CHECKOUT_COUNTRY_FIELDS = '.woocommerce-checkout .country_to_state';

export const checkoutAddressFieldsIsland = defineIsland<Record<string, never>>({
  name: 'address-fields',
  selector: CHECKOUT_COUNTRY_FIELDS,
  hydrate: { on: 'idle' },
  load: () => import('./AddressFields.ts'),
});
