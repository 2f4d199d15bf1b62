/**
 * One country field and the address fields it drives (§2 "Checkout page", the cart's shipping
 * calculator, the account's address form), in place of the platform's country and address scripts:
 * when the country changes, the state field follows it (state-field.ts), the platform's events fire
 * through the bus for other scripts (`country_to_state_changed`, `country_to_state_changing`, with
 * `[country, group]`), and on `country_to_state_changing` the group's fields take the country's
 * locale (address-locale.ts), whoever fired it.
 *
 * Once live it also fits the group to the country shown, as the platform's scripts did on ready: a
 * no-op for a page the server printed for that country; a country the browser restored (back, reload)
 * or the shopper picked before the island was live gets its state field and locale then.
 */
import { emit, emitOn } from '../../dom-bridge/emit.ts';
import { on } from '../../dom-bridge/events.ts';
import { undoAll } from '../../dom-bridge/listen.ts';
import type { Unmount } from '../../src/island.ts';
import { applyLocale } from './address-locale.ts';
import { ADDRESS_EVENTS, ADDRESS_GROUPS, COUNTRY_SCRIPT_TAG, FORM_ROW, LOCALE_SCRIPT_TAG } from './constants.ts';
import { readCountryParams, readLocaleParams, type CountryParams, type LocaleParams } from './params.ts';
import { fitStateField } from './state-field.ts';

type CountryField = HTMLSelectElement | HTMLInputElement;

/** The group a country field drives: its address block, or in a form of another kind, its row's parent (the platform's rule). */
export function groupOf(field: Element): Element | null {
  return field.closest(ADDRESS_GROUPS) ?? field.closest(FORM_ROW)?.parentElement ?? null;
}

/**
 * A country change as the platform handled it: the state field follows; a state list announces
 * itself with a `change` on the state select and `country_to_state_changed` (a free-text field only
 * when it was rebuilt); then `country_to_state_changing`, on which the locale applies.
 */
function followCountry(field: CountryField, params: CountryParams, onlyIfRebuilt: boolean): boolean {
  const group = groupOf(field);
  if (!group) return false;
  const country = field.value;
  const fitted = fitStateField(group, country, params);
  if (onlyIfRebuilt && !fitted.rebuilt) return false;
  if (fitted.kind !== 'text' || fitted.rebuilt) {
    if (fitted.kind === 'select' && fitted.box) emitOn(fitted.box, ADDRESS_EVENTS.change);
    emit(ADDRESS_EVENTS.stateChanged, [country, group]);
  }
  emit(ADDRESS_EVENTS.countryChanging, [country, group]);
  return true;
}

/** Applies the locale to a group whose country is changing, when it is this field's group. */
function localeListener(field: CountryField, params: LocaleParams): () => void {
  return on(ADDRESS_EVENTS.countryChanging, ([country, group]) => {
    if (typeof country === 'string' && group instanceof Element && group.contains(field)) applyLocale(group, country, params);
  });
}

/** Fits the group to the country shown once live: events only where the state field had to change. */
function fitOnMount(field: CountryField, states: CountryParams | null, locale: LocaleParams | null): void {
  const group = groupOf(field);
  if (!group || field.value === '') return;
  if (states && followCountry(field, states, true)) return;
  if (locale) applyLocale(group, field.value, locale);
}

/**
 * Follows `element`'s country: each part needs the page's config (without it the platform's script did
 * nothing either) and stands down where a site kept that part's platform script.
 */
export function mount(element: HTMLElement): Promise<Unmount> {
  if (!(element instanceof HTMLSelectElement || element instanceof HTMLInputElement)) return Promise.resolve(() => {});
  const field = element;
  const states = document.querySelector(COUNTRY_SCRIPT_TAG) ? null : readCountryParams();
  const locale = document.querySelector(LOCALE_SCRIPT_TAG) ? null : readLocaleParams();
  const undos: Array<() => void> = [];
  if (locale) undos.push(localeListener(field, locale));
  if (states) {
    const changed = (): void => void followCountry(field, states, false);
    undos.push(on(ADDRESS_EVENTS.change, changed, field), on(ADDRESS_EVENTS.refresh, changed, field));
  }
  fitOnMount(field, states, locale);
  return Promise.resolve(undoAll(undos));
}
