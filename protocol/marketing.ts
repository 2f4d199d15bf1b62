/**
 * The marketing provider's identify call (§7): POST `{host}/wp-admin/admin-ajax.php` with the query
 * `action={marketing}_identify`, `email`, `_wpnonce` and, when the provider's cookie names one,
 * `contact_id`; `Accept: application/json`. Any 2xx/3xx is success (fetch follows a redirect);
 * the add-on answers an empty body, and `-1` with 403 for a bad nonce.
 */
import { IDENTIFY_ACTION_SUFFIX } from '../dom-bridge/tracking-constants.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';

// A type, not an interface: a contract's input must be assignable to Payload's index signature.
export type IdentifyInput = { email: string; _wpnonce: string; contact_id?: string };

const contracts = new Map<string, Contract<void, IdentifyInput>>();

/** The contract for the provider named `marketing` (its action carries the vendor token). */
function identifyContract(marketing: string): Contract<void, IdentifyInput> {
  let contract = contracts.get(marketing);
  if (!contract) {
    contract = defineContract<void, IdentifyInput>({
      name: `${marketing}${IDENTIFY_ACTION_SUFFIX}`,
      transport: { adminAjax: `${marketing}${IDENTIFY_ACTION_SUFFIX}` },
      method: 'POST',
      // §7: everything rides in the query string.
      body: 'none',
      response: 'text',
      accept: 'application/json',
      parse: () => undefined,
    });
    contracts.set(marketing, contract);
  }
  return contract;
}

/** Identifies the shopper by `input.email`; rejects with a ProtocolError on a failed answer. */
export function identifyShopper(marketing: string, input: IdentifyInput, options?: CallOptions): Promise<void> {
  return call(identifyContract(marketing), input, options);
}
