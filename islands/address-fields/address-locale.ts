/**
 * The address locale (what the platform's address script did on `country_to_state_changing`): each
 * address field of the group takes the country's label, placeholder, required or optional mark,
 * width classes and priority, and hides when the country does not use it; then every field list on
 * the page is ordered by priority. Only what differs is written, so a group the server printed for
 * this country stays as it is.
 */
import { FIELDSETS, FORM_ROW, ROW_CLASSES } from './constants.ts';
import type { CountryLocale, FieldLocale, LocaleParams } from './params.ts';
import { setShown } from './state-field.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;
const CONTROLS = 'input, select, textarea, button';
const NBSP = '\u00a0';

/**
 * The default locale with the country's over it, as the platform merges them (a deep merge: a
 * country's `class` list replaces the default's item by item).
 */
export function mergeLocale(base: FieldLocale | undefined, own: FieldLocale | undefined): FieldLocale {
  const merged: FieldLocale = { ...base, ...own };
  if (base?.class && own?.class) merged.class = Object.assign([...base.class], own.class);
  return merged;
}

/** A label from the config as the text it shows (the platform wrote it as markup; parsed inert, never inserted). */
function labelText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

/** A label's own text, without the marks after it. */
function ownText(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLLabelElement;
  for (const mark of Array.from(copy.querySelectorAll(`.${ROW_CLASSES.requiredMark}, .${ROW_CLASSES.optionalMark}`))) mark.remove();
  return (copy.textContent ?? '').replace(/[\s\u00a0]+$/, '');
}

/** Removes a mark and the no-break space the platform puts before it. */
function removeMark(mark: Element): void {
  const before = mark.previousSibling;
  if (before?.nodeType === Node.TEXT_NODE && before.textContent?.endsWith(NBSP)) before.textContent = before.textContent.slice(0, -1);
  if (before?.nodeType === Node.TEXT_NODE && before.textContent === '') before.remove();
  mark.remove();
}

function appendMark(label: HTMLLabelElement, required: boolean, optionalText: string): void {
  const mark = document.createElement('span');
  if (required) {
    mark.className = ROW_CLASSES.requiredMark;
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '*';
  } else {
    mark.className = ROW_CLASSES.optionalMark;
    mark.textContent = `(${optionalText})`;
  }
  label.append(NBSP, mark);
}

/**
 * Marks a row required (`*`, hidden from screen readers) or optional ("(optional)"), as the server
 * prints it: the row's `validate-required` and the controls' `aria-required` (what a screen reader
 * announces; the platform's script left it as printed).
 */
export function markRequired(row: HTMLElement, required: boolean, optionalText: string): void {
  const keep = required ? ROW_CLASSES.requiredMark : ROW_CLASSES.optionalMark;
  const drop = required ? ROW_CLASSES.optionalMark : ROW_CLASSES.requiredMark;
  for (const label of Array.from(row.querySelectorAll('label'))) {
    for (const mark of Array.from(label.querySelectorAll(`.${drop}`))) removeMark(mark);
    if (!label.querySelector(`.${keep}`)) appendMark(label, required, optionalText);
  }
  const drops = required ? [] : [ROW_CLASSES.required, ...ROW_CLASSES.invalid].filter((name) => row.classList.contains(name));
  if (drops.length) row.classList.remove(...drops);
  if (required && !row.classList.contains(ROW_CLASSES.required)) row.classList.add(ROW_CLASSES.required);
  for (const control of controls(row)) {
    if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
    if (required && control.getAttribute('aria-required') !== 'true') control.setAttribute('aria-required', 'true');
    if (!required) control.removeAttribute('aria-required');
  }
}

function controls(row: HTMLElement): Control[] {
  return Array.from(row.querySelectorAll<Control>(CONTROLS));
}

function setAttr(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function setLabels(row: HTMLElement, label: string): void {
  const text = labelText(label);
  for (const element of Array.from(row.querySelectorAll('label'))) if (ownText(element) !== text) element.textContent = text;
}

/** A select's placeholder is its `data-placeholder` (what an enhanced select shows); a text field's is its own. */
function setPlaceholders(row: HTMLElement, placeholder: string): void {
  for (const control of controls(row))
    setAttr(control, control instanceof HTMLSelectElement ? 'data-placeholder' : 'placeholder', placeholder);
}

/** A field the country does not use: hidden, and emptied so the form posts nothing for it. */
function hideField(row: HTMLElement): void {
  setShown(row, false);
  for (const control of controls(row)) if (!(control instanceof HTMLButtonElement) && control.value !== '') control.value = '';
}

/** Applies one field's locale to its row. */
export function applyFieldLocale(row: HTMLElement, key: string, locale: FieldLocale, optionalText: string): void {
  if (locale.label !== undefined) setLabels(row, locale.label);
  if (locale.placeholder !== undefined) setPlaceholders(row, locale.placeholder);
  // Without a visible label, the label is the placeholder (the platform's rule).
  else if (locale.label !== undefined && !row.querySelector(`label:not(.${ROW_CLASSES.screenReaderText})`))
    setPlaceholders(row, labelText(locale.label));
  markRequired(row, locale.required ?? false, optionalText);
  if (locale.priority !== undefined) setAttr(row, 'data-priority', String(locale.priority));
  // The state row's showing is the state field's (a country without states hides it); the locale may still hide it,
  // as the platform's 10.x fix does (9.9 left the state of Cyprus or Bosnia showing, where the locale hides it).
  if (locale.hidden === true) hideField(row);
  else if (key !== 'state') setShown(row, true);
  if (locale.class) {
    const wanted = new Set(locale.class);
    const drop = ROW_CLASSES.widths.filter((name) => !wanted.has(name) && row.classList.contains(name));
    if (drop.length) row.classList.remove(...drop);
    const add = locale.class.filter((name) => name !== '' && !row.classList.contains(name));
    if (add.length) row.classList.add(...add);
  }
}

/** The locale of `country` (or the default one) for each field key. */
function localeOf(params: LocaleParams, country: string): { base: CountryLocale; own: CountryLocale } {
  const base = params.locale.default ?? {};
  return { base, own: params.locale[country] ?? base };
}

/** Applies `country`'s locale to the address fields of `group`, then orders the page's field lists. */
export function applyLocale(group: ParentNode, country: string, params: LocaleParams): void {
  const { base, own } = localeOf(params, country);
  for (const [key, selector] of params.fields) {
    const locale = mergeLocale(base[key], own[key]);
    for (const row of Array.from(group.querySelectorAll<HTMLElement>(selector))) applyFieldLocale(row, key, locale, params.optionalText);
  }
  for (const fieldset of Array.from(document.querySelectorAll(FIELDSETS))) orderRows(fieldset);
}

/** A row's priority; a row without one comes right after the row before it (the platform's rule). */
function priorities(rows: readonly HTMLElement[]): number[] {
  let last = 0;
  return rows.map((row) => {
    const own = Number.parseInt(row.getAttribute('data-priority') ?? '', 10);
    last = Number.isFinite(own) && own !== 0 ? own : last + 1;
    return last;
  });
}

/**
 * Orders a field list's rows by priority (a stable sort), moving rows only when they are out of
 * order, and gives focus back to the field that had it (moving a row takes it away).
 */
export function orderRows(fieldset: Element): void {
  const rows = Array.from(fieldset.querySelectorAll<HTMLElement>(FORM_ROW));
  const parent = rows[0]?.parentElement;
  if (!parent) return;
  const order = priorities(rows);
  const sorted = rows.map((row, index) => ({ row, priority: order[index] ?? 0 })).sort((a, b) => a.priority - b.priority);
  if (sorted.every(({ row }, index) => row === rows[index] && row.parentElement === parent)) return;
  const focused = document.activeElement;
  for (const { row } of sorted) parent.append(row);
  if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus({ preventScroll: true });
}
