/**
 * A group's state field follows its country (what the platform's country script did): a select of
 * the country's states, a free-text input for a country the config lists no states for, or a hidden
 * input (its row hidden) for a country that uses no state. The field keeps its name and id, so the
 * form posts and labels point at it as before.
 *
 * A native select, not the platform's searchable selectWoo widget: the native control is what a
 * keyboard and a screen reader already know (type-ahead picks a state by its first letters, the
 * label is announced, phones open their own picker), it needs none of select2's script or styles,
 * and the states of one country are a short list.
 */
import { FORM_ROW, STATE_BOXES } from './constants.ts';
import type { CountryParams, StateList } from './params.ts';

export type StateBox = HTMLSelectElement | HTMLInputElement;
export type StateKind = 'select' | 'text' | 'hidden';

/** The server's attributes a new control keeps (the platform's script dropped them): autofill and what is announced. */
const CARRIED = ['autocomplete', 'aria-required', 'aria-describedby', 'data-label'] as const;

export function stateBoxOf(group: ParentNode): StateBox | null {
  const box = group.querySelector(STATE_BOXES);
  return box instanceof HTMLSelectElement || box instanceof HTMLInputElement ? box : null;
}

/** What the state field of `country` is: a list of states, none (hidden), or free text. */
export function stateKindFor(states: StateList | undefined): StateKind {
  if (!states) return 'text';
  return states.length === 0 ? 'hidden' : 'select';
}

function kindOf(box: StateBox): StateKind {
  if (box instanceof HTMLSelectElement) return 'select';
  return box.type === 'hidden' ? 'hidden' : 'text';
}

/** Whether `box` already lists exactly these states (the server printed them, or a change already did). */
function listsStates(box: StateBox, states: StateList): boolean {
  if (!(box instanceof HTMLSelectElement)) return false;
  const codes = Array.from(box.options, (option) => option.value).filter((code) => code !== '');
  return codes.length === states.length && states.every(([code], index) => codes[index] === code);
}

/** The placeholder the field keeps; the platform's own "Select an option…" is not one. */
function placeholderOf(box: StateBox, params: CountryParams): string {
  const placeholder = box.getAttribute('placeholder') || box.getAttribute('data-placeholder') || '';
  return placeholder === params.selectStateText ? '' : placeholder;
}

/** A new control in `box`'s place, with its name, id, input classes and the server's attributes. */
function replacement(box: StateBox, kind: StateKind, params: CountryParams): StateBox {
  const inputClasses = box.getAttribute('data-input-classes') ?? '';
  const placeholder = placeholderOf(box, params);
  const next = kind === 'select' ? document.createElement('select') : document.createElement('input');
  next.id = box.id;
  next.name = box.name;
  next.setAttribute('data-input-classes', inputClasses);
  const base = { select: 'state_select', text: 'input-text', hidden: 'hidden' }[kind];
  next.className = `${base} ${inputClasses}`.trim();
  if (next instanceof HTMLInputElement) {
    next.type = kind === 'hidden' ? 'hidden' : 'text';
    if (kind === 'text') next.placeholder = placeholder;
  } else {
    next.setAttribute('data-placeholder', placeholder || params.selectStateText);
  }
  if (kind !== 'hidden') {
    for (const name of CARRIED) {
      const value = box.getAttribute(name);
      if (value !== null) next.setAttribute(name, value);
    }
  }
  box.replaceWith(next);
  return next;
}

function stateOption(value: string, text: string): HTMLOptionElement {
  const option = document.createElement('option');
  option.value = value;
  option.textContent = text;
  return option;
}

/** Fills `select` with the country's states after the platform's "Select an option…", keeping the chosen state if listed. */
function fillStates(select: HTMLSelectElement, states: StateList, value: string, params: CountryParams): void {
  const options = [stateOption('', params.selectStateText), ...states.map(([code, name]) => stateOption(code, name))];
  select.replaceChildren(...options);
  select.value = states.some(([code]) => code === value) ? value : '';
}

export interface FittedState {
  box: StateBox | null;
  kind: StateKind;
  /** Whether the field was rebuilt (a new control, or the select's list of states). */
  rebuilt: boolean;
}

/**
 * Makes `group`'s state field fit `country`, changing only what does not fit yet (a page the server
 * printed for this country is left as it is). The row shows, except for a country that uses no state.
 */
export function fitStateField(group: ParentNode, country: string, params: CountryParams): FittedState {
  const states = params.states.get(country);
  const kind = stateKindFor(states);
  let box = stateBoxOf(group);
  if (!box) return { box, kind, rebuilt: false };
  const row = box.closest<HTMLElement>(FORM_ROW);
  const value = box.value;
  let rebuilt = false;
  if (kindOf(box) !== kind) {
    box = replacement(box, kind, params);
    rebuilt = true;
  }
  if (box instanceof HTMLSelectElement && states && !listsStates(box, states)) {
    fillStates(box, states, value, params);
    rebuilt = true;
  }
  if (kind === 'hidden' && box.value !== '') box.value = '';
  if (row) setShown(row, kind !== 'hidden');
  return { box, kind, rebuilt };
}

/** Shows or hides a row the way the platform does (an inline display), writing only when it changes. */
export function setShown(row: HTMLElement, shown: boolean): void {
  if (shown && row.style.display === 'none') row.style.removeProperty('display');
  if (!shown && row.style.display !== 'none') row.style.display = 'none';
}
