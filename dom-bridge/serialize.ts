/**
 * A form's fields the way the platform's scripts send them (jQuery's `.serialize()`): named,
 * enabled controls; no submit, button, image, reset or file inputs; checkboxes and radios only
 * when checked; every chosen option of a multiple select; line breaks as CRLF.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const SKIPPED_TYPES = /^(?:submit|button|image|reset|file)$/i;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** The form's successful fields as `[name, value]` pairs, in document order. */
export function serializeFormPairs(form: HTMLFormElement): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const element of Array.from(form.elements)) {
    // `:disabled` covers a disabled fieldset in browsers; the explicit check keeps simpler DOMs honest too.
    if (!isControl(element) || !element.name || element.matches(':disabled') || element.closest('fieldset[disabled]')) continue;
    if (element instanceof HTMLInputElement) {
      if (SKIPPED_TYPES.test(element.type)) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
    }
    const values = element instanceof HTMLSelectElement ? Array.from(element.selectedOptions, (option) => option.value) : [element.value];
    for (const value of values) pairs.push([element.name, value.replace(/\r?\n/g, '\r\n')]);
  }
  return pairs;
}

/** The form as one urlencoded string (`post_data` of the order review refresh). */
export function serializeForm(form: HTMLFormElement): string {
  return new URLSearchParams(serializeFormPairs(form)).toString();
}

/** Fields by name, a `name[]` field as its list: a request payload as protocol/ sends it. */
export type FormPayload = Record<string, string | string[]>;

/**
 * Pairs as a request payload that encodes back to the same fields: `name[]` fields become lists
 * (sent again as `name[]=…`); any other repeated name keeps its last value, as PHP reads it.
 */
export function formPayload(pairs: ReadonlyArray<readonly [string, string]>): FormPayload {
  const payload: FormPayload = {};
  for (const [name, value] of pairs) {
    if (!name.endsWith('[]')) {
      payload[name] = value;
      continue;
    }
    const list = payload[name];
    payload[name] = Array.isArray(list) ? [...list, value] : [value];
  }
  return payload;
}
