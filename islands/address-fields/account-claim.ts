/** Claims the account's address form's country field (see checkout-claim.ts: one claim per page kind). */
import { defineIsland } from '../../src/island.ts';

export const ACCOUNT_COUNTRY_FIELDS = '.woocommerce-address-fields .country_to_state';

export const accountAddressFieldsIsland = defineIsland<Record<string, never>>({
  name: 'address-fields',
  selector: ACCOUNT_COUNTRY_FIELDS,
  hydrate: { on: 'idle' },
  load: () => import('./AddressFields.ts'),
});
