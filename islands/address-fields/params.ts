/**
 * The platform's address config, read once from its globals: the states of each country
 * (`wc_country_select_params.countries`) and the address locale (`wc_address_i18n_params`). Both
 * carry JSON inside a string, as the platform localizes it; a global that is missing or does not
 * parse gives null, and that part of the island stands down, as the platform's script returns early.
 */
import { globalRecord, isRecord, str, type Json } from '../../dom-bridge/globals.ts';
import { ADDRESS_TEXTS, COUNTRY_PARAMS, LOCALE_PARAMS } from './constants.ts';

/** A country's states, code → name, in the config's order; empty when the country uses no state. */
export type StateList = ReadonlyArray<readonly [code: string, name: string]>;

export interface CountryParams {
  /** Countries with a states entry; a country missing here takes a free-text state. */
  states: ReadonlyMap<string, StateList>;
  selectStateText: string;
}

/** One field's locale: what the platform's address locale may say about it. */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
}

export type CountryLocale = Readonly<Record<string, FieldLocale>>;

export interface LocaleParams {
  /** Country code (and `default`) → field key → locale. */
  locale: Readonly<Record<string, CountryLocale>>;
  /** Field key → the selector of its rows (`#billing_city_field, #shipping_city_field, …`). */
  fields: ReadonlyArray<readonly [key: string, selector: string]>;
  optionalText: string;
}

/** The JSON the platform printed inside a string (with `&quot;` for quotes in older releases), or undefined. */
function parseEmbedded(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value.replace(/&quot;/g, '"')) as unknown;
  } catch {
    return undefined;
  }
}

/** PHP prints a country without states as `[]`, one with states as an object. */
function stateList(value: unknown): StateList | undefined {
  if (Array.isArray(value)) return value.length === 0 ? [] : undefined;
  if (!isRecord(value)) return undefined;
  return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

const memo = new Map<string, { raw: unknown; value: unknown }>();

/** Parses a global once per value (the islands of one page share it; a test may print another). */
function once<T>(name: string, read: (params: Json) => T | null): T | null {
  const raw: unknown = (globalThis as Record<string, unknown>)[name];
  const cached = memo.get(name);
  if (cached && cached.raw === raw) return cached.value as T | null;
  const value = read(globalRecord(name));
  memo.set(name, { raw, value });
  return value;
}

/** The states config, or null when the page prints none. */
export function readCountryParams(): CountryParams | null {
  return once(COUNTRY_PARAMS, (params) => {
    const countries = parseEmbedded(params.countries);
    if (!isRecord(countries)) return null;
    const states = new Map<string, StateList>();
    for (const [country, value] of Object.entries(countries)) {
      const list = stateList(value);
      if (list) states.set(country, list);
    }
    return { states, selectStateText: str(params, 'i18n_select_state_text', ADDRESS_TEXTS.selectState) };
  });
}

function fieldLocale(value: unknown): FieldLocale {
  if (!isRecord(value)) return {};
  const locale: FieldLocale = {};
  if (typeof value.label === 'string') locale.label = value.label;
  if (typeof value.placeholder === 'string') locale.placeholder = value.placeholder;
  if (typeof value.required === 'boolean') locale.required = value.required;
  if (typeof value.hidden === 'boolean') locale.hidden = value.hidden;
  const priority = typeof value.priority === 'string' && value.priority !== '' ? Number(value.priority) : value.priority;
  if (typeof priority === 'number' && Number.isFinite(priority)) locale.priority = priority;
  if (Array.isArray(value.class)) locale.class = value.class.filter((name): name is string => typeof name === 'string');
  return locale;
}

/** The address locale, or null when the page prints none. */
export function readLocaleParams(): LocaleParams | null {
  return once(LOCALE_PARAMS, (params) => {
    const locale = parseEmbedded(params.locale);
    const fields = parseEmbedded(params.locale_fields);
    if (!isRecord(locale) || !isRecord(fields)) return null;
    const countries: Record<string, CountryLocale> = {};
    for (const [country, value] of Object.entries(locale)) {
      if (!isRecord(value)) continue;
      countries[country] = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fieldLocale(field)]));
    }
    return {
      locale: countries,
      fields: Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      optionalText: str(params, 'i18n_optional_text', ADDRESS_TEXTS.optional),
    };
  });
}
