/**
 * The platform's public jQuery plugin API (add-to-cart-variation.js, single-product.js) on pages
 * whose legacy scripts we took off: other scripts (the bought-together add-on, quick views, themes)
 * call `$form.wc_variation_form()`, `$form.wc_variations_image_update(variation)` and the rest.
 * Each missing function first gets a stub that records the call and returns the collection; the
 * real functions (install.ts, a chunk fetched at once) replace the stubs and replay the calls in
 * order. A function already defined (the legacy script still on the page) is never replaced.
 *
 * Timing: this runs with the product page's claim group (src/claims/product.ts), not in the
 * entry: the stubs cost about 120–180 bytes gzipped there, more than the entry's budget has left.
 * The group is requested by the runtime's first scan, while the entry runs (before
 * DOMContentLoaded), so the stubs are in place for calls made from events (found_variation and
 * reset_data: the variation form's first check is 100 ms after it hydrates) and from later
 * scripts. A call made in jQuery's ready handlers may run before the group arrives: on WordPress
 * the plugin prints its own recording stubs right after jQuery for those, and they are replaced here.
 */
import { warn } from '../../dom-bridge/warn.ts';
import type { EarlyCall, JQueryApiName } from './api-types.ts';

/** Every `$.fn` function the platform's two scripts define. */
export const JQUERY_API_NAMES: readonly JQueryApiName[] = [
  'wc_variation_form',
  'wc_set_content',
  'wc_reset_content',
  'wc_set_variation_attr',
  'wc_reset_variation_attr',
  'wc_maybe_trigger_slide_position_reset',
  'wc_variations_image_update',
  'wc_variations_image_reset',
  'wc_product_gallery',
];

type PluginTable = Partial<Record<JQueryApiName, unknown>>;

let started = false;

/** For tests: a new page may stub again. */
export function resetJQueryApiForTests(): void {
  started = false;
}

/**
 * Where the WordPress plugin's own stubs (integrations/wordpress/jquery-api-stub.js, printed right
 * after jQuery) record the calls made before this chunk arrived: calls from jQuery's ready handlers.
 */
const PLUGIN_CALLS_GLOBAL = 'shopIslandsJQueryCalls';

/** One of the plugin's stubs: ours to replace, unlike a function another script defined. */
function isPluginStub(value: unknown): boolean {
  return typeof value === 'function' && (value as { shopIslandsStub?: unknown }).shopIslandsStub === true;
}

/** The calls the plugin's stubs recorded; this array goes on collecting through our own stubs. */
function pluginCalls(): EarlyCall[] {
  const recorded = (globalThis as Record<string, unknown>)[PLUGIN_CALLS_GLOBAL];
  return Array.isArray(recorded) ? (recorded as EarlyCall[]) : [];
}

/** Stubs the missing functions and fetches the real ones, once, when jQuery is on the page. */
export function startJQueryApi(): void {
  const $ = (globalThis as { jQuery?: JQueryStatic }).jQuery;
  if (started || typeof $ !== 'function' || !$.fn) return;
  started = true;
  const fn = $.fn as unknown as PluginTable;
  const stubs: PluginTable = {};
  const calls = pluginCalls();
  for (const name of JQUERY_API_NAMES) {
    if (fn[name] !== undefined && !isPluginStub(fn[name])) continue;
    fn[name] = stubs[name] = function (this: JQuery, ...args: unknown[]): JQuery {
      calls.push([name, this, args]);
      return this;
    };
  }
  // Every function is already defined (the legacy scripts are still on the page): nothing to do.
  if (Object.keys(stubs).length === 0) return;
  import('./install.ts')
    .then((api) => api.installJQueryApi($, stubs, calls))
    // The stubs stay: other scripts' calls do nothing, but throw no TypeError either.
    .catch((error: unknown) => warn("the platform's jQuery functions could not load; calls to them do nothing.", error));
}
