/**
 * A theme account form (§4 "Account modals", §5, §7, §8). Submit validates first (§5 texts under
 * the fields, focus on the first invalid one); a valid form posts its serialized fields to admin-ajax.
 * Success: login goes to `redirect_url` or reloads; register shows its message and goes to its
 * redirect after 5 s; lost password shows its message. Failure: `data.messages` (or the §8 text of a
 * failed request) is shown as an error, focused after 500 ms, and the captcha is reset. The form
 * stays usable throughout. A plain controller: the form is the theme's.
 */
import { focusNotice } from '../../dom-bridge/announce.ts';
import { CAPTCHA, FORM_MESSAGES, FORM_MESSAGES_CLASS, REGISTER_REDIRECT_DELAY_MS } from '../../dom-bridge/account-constants.ts';
import { listen } from '../../dom-bridge/listen.ts';
import { serializeFormPairs } from '../../dom-bridge/serialize.ts';
import { warn } from '../../dom-bridge/warn.ts';
import { postAccountForm, type AccountAnswer } from '../../protocol/account.ts';
import { failureText, isAbort } from '../../protocol/errors.ts';
import { validateForm } from '../../src/account/validate.ts';
import type { Unmount } from '../../src/island.ts';
import { clearFieldErrors, showFieldErrors } from './field-errors.ts';

/** Where the page goes after a success; tests replace it. */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};

type FormKind = 'login' | 'register' | 'lost-password';

function kindOf(fields: Readonly<Record<string, string>>): FormKind {
  const action = fields.action ?? '';
  if (action.includes('register')) return 'register';
  if (action.includes('login')) return 'login';
  return 'lost-password';
}

/** The form's message area (role alert), created at its top when the markup has none. */
function messagesOf(form: HTMLFormElement): HTMLElement {
  let area = form.querySelector<HTMLElement>(FORM_MESSAGES);
  if (!area) {
    area = document.createElement('div');
    area.className = FORM_MESSAGES_CLASS;
    form.prepend(area);
  }
  area.setAttribute('role', 'alert');
  return area;
}

function showMessage(area: HTMLElement, html: string, kind: 'success' | 'error', asText = false): () => void {
  area.classList.toggle('error', kind === 'error');
  area.classList.toggle('success', kind === 'success');
  if (asText) area.textContent = html;
  else area.innerHTML = html;
  area.hidden = false;
  return focusNotice(area);
}

interface Captcha {
  reset(widget?: number): void;
}

/** §8: a failure resets the captcha widget, when the page has one. */
function resetCaptcha(form: HTMLFormElement): void {
  const captcha = (globalThis as { grecaptcha?: Partial<Captcha> }).grecaptcha;
  if (!form.querySelector(CAPTCHA) || typeof captcha?.reset !== 'function') return;
  try {
    captcha.reset();
  } catch (error) {
    warn('account form: the captcha could not be reset.', error);
  }
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  for (const button of Array.from(form.querySelectorAll<HTMLButtonElement>('button[type="submit"],input[type="submit"]')))
    button.disabled = busy;
}

export function mount(form: HTMLFormElement): Promise<Unmount> {
  form.noValidate = true;
  const area = messagesOf(form);
  const timers: Array<() => void> = [];
  let controller: AbortController | undefined;

  const succeed = (kind: FormKind, answer: AccountAnswer): void => {
    if (kind === 'login') {
      if (answer.redirect) navigation.assign(answer.redirect);
      else navigation.reload();
      return;
    }
    timers.push(showMessage(area, answer.messages, 'success'));
    if (kind === 'register' && answer.redirect) {
      const timer = setTimeout(() => navigation.assign(answer.redirect), REGISTER_REDIRECT_DELAY_MS);
      timers.push(() => clearTimeout(timer));
    }
  };
  const fail = (html: string, asText: boolean): void => {
    timers.push(showMessage(area, html, 'error', asText));
    resetCaptcha(form);
  };

  const submit = async (): Promise<void> => {
    const fields = Object.fromEntries(serializeFormPairs(form));
    controller?.abort();
    controller = new AbortController();
    setBusy(form, true);
    try {
      const answer = await postAccountForm(fields, { signal: controller.signal });
      if (answer.success) succeed(kindOf(fields), answer);
      else fail(answer.messages, false);
    } catch (error) {
      if (!isAbort(error)) fail(failureText(error), true);
    } finally {
      setBusy(form, false);
    }
  };

  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const errors = validateForm(form);
    if (errors.length > 0) {
      showFieldErrors(form, errors);
      return;
    }
    clearFieldErrors(form);
    void submit();
  };

  const undo = listen(form, 'submit', onSubmit);
  return Promise.resolve(() => {
    undo();
    controller?.abort();
    for (const cancel of timers) cancel();
  });
}
