/**
 * The theme's quick view (§7 Theme): GET `/?wc-ajax={theme}_product_quick_view&pid={id}`, answering
 * `{ template }`, the popup's product markup. A newer quick view supersedes an older one still on its
 * way (`latest`): the shopper sees only the last product asked for.
 */
import { shopConfig } from './client.ts';
import { call, defineContract, type CallOptions, type Contract } from './contract.ts';
import { wrongShape } from './errors.ts';
import { isRecord, readNonEmptyString } from './validate.ts';

/** The endpoint's name carries the configured theme (`minimog_product_quick_view`). */
export function quickViewEndpoint(theme: string): string {
  return `${theme}_product_quick_view`;
}

/** Reads `template`; anything else (an empty wp_die body, a missing template) is a failure. */
export function parseQuickView(raw: unknown): string {
  const template = isRecord(raw) ? readNonEmptyString(raw.template) : undefined;
  if (template === undefined) throw wrongShape('product_quick_view', 'no template');
  return template;
}

const contracts = new Map<string, Contract<string, { pid: number }>>();

function quickViewContract(theme: string): Contract<string, { pid: number }> {
  let contract = contracts.get(theme);
  if (!contract) {
    contract = defineContract<string, { pid: number }>({
      name: quickViewEndpoint(theme),
      transport: { wcAjax: quickViewEndpoint(theme) },
      method: 'GET',
      concurrency: 'latest',
      parse: parseQuickView,
    });
    contracts.set(theme, contract);
  }
  return contract;
}

/** The quick-view template of product `pid`; an older call still running is aborted (its promise rejects with the abort). */
export function fetchQuickView(pid: number, options?: CallOptions): Promise<string> {
  return call(quickViewContract(shopConfig().vendors.theme), { pid }, options);
}
