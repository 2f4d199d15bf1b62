/**
 * The real jQuery functions (a chunk fetched by stub.ts): they replace our stubs, never a function
 * another script defined, then the calls the stubs recorded are replayed in order.
 */
import type { EarlyCall, JQueryApiName } from './api-types.ts';
import { resetContent, resetVariationAttr, setContent, setVariationAttr } from './dom-helpers.ts';
import { routedFunctions } from './routing.ts';

type PluginTable = Partial<Record<JQueryApiName, unknown>>;
type Replayable = (this: JQuery, ...args: unknown[]) => unknown;

/** Every function of the API, by its platform name. */
export function jqueryApi($: JQueryStatic): Record<JQueryApiName, unknown> {
  return {
    ...routedFunctions($),
    wc_set_content: setContent,
    wc_reset_content: resetContent,
    wc_set_variation_attr: setVariationAttr,
    wc_reset_variation_attr: resetVariationAttr,
  };
}

/** Installs the functions in place of `stubs` (or where none is defined) and replays `calls`. */
export function installJQueryApi($: JQueryStatic, stubs: PluginTable, calls: EarlyCall[]): void {
  const fn = $.fn as unknown as PluginTable;
  for (const [name, real] of Object.entries(jqueryApi($)) as Array<[JQueryApiName, unknown]>) {
    if (fn[name] === undefined || fn[name] === stubs[name]) fn[name] = real;
  }
  for (const [name, target, args] of calls.splice(0)) {
    const current = fn[name];
    if (typeof current !== 'function') continue;
    try {
      // Whatever is defined now: ours, or the legacy script's if it arrived after our stub.
      (current as Replayable).apply(target, args);
    } catch (error) {
      // One failing call (a legacy function on odd markup) must not stop the others.
      reportError(error);
    }
  }
}
