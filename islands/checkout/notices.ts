/**
 * The checkout's notices, placed and shaped as the platform's checkout script does: error groups
 * at the top of the form with each field's error also under the field, the order review's own
 * group, and the notices the coupon calls print. Server HTML is parsed inert; scripts never run.
 */
import { CHECKOUT } from '../../dom-bridge/checkout-constants.ts';

/** Server HTML as nodes, scripts dropped. */
export function serverNodes(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  return template.content;
}

/** An error notice as the platform prints one. */
export function errorNoticeHtml(message: string): string {
  return `<div class="woocommerce-error">${message}</div>`;
}

/**
 * The platform's checkout error group: the messages inside one `role="alert"` wrapper, the
 * error list itself stripped of its own role (a list with role alert is read badly) and made
 * focusable, and each field's error a link to that field.
 */
export function noticeGroup(messages: string, kind: 'checkout' | 'review'): HTMLElement {
  const group = document.createElement('div');
  group.className = `${CHECKOUT.noticeGroupClass} ${kind === 'checkout' ? CHECKOUT.checkoutNoticeGroupClass : CHECKOUT.reviewNoticeGroupClass}`;
  const nodes = serverNodes(messages);
  if (kind === 'review') {
    group.append(nodes);
    return group;
  }
  for (const element of Array.from(nodes.children)) {
    element.removeAttribute('role');
    element.setAttribute('tabindex', '-1');
  }
  for (const item of Array.from(nodes.querySelectorAll<HTMLElement>('li[data-id]'))) {
    const link = document.createElement('a');
    link.href = `#${item.getAttribute('data-id') ?? ''}`;
    link.append(...Array.from(item.childNodes));
    item.append(link);
  }
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(nodes);
  group.append(alert);
  return group;
}

/** The element to move focus to in a group: the focusable error list, else the group. */
export function focusTarget(group: HTMLElement): HTMLElement {
  return group.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"]') ?? group;
}

/** Repeats each field error under its field (`p.checkout-inline-error-message`), tied to it by aria-describedby. */
export function showInlineErrors(form: HTMLFormElement, group: HTMLElement): void {
  for (const item of Array.from(group.querySelectorAll<HTMLElement>('li[data-id]'))) {
    const id = item.getAttribute('data-id') ?? '';
    const field = id ? form.ownerDocument.getElementById(id) : null;
    const row = field?.closest('.form-row');
    const text = item.textContent?.trim() ?? '';
    if (!field || !row || !text) continue;
    const error = document.createElement('p');
    error.id = `${id}_description`;
    error.className = CHECKOUT.inlineErrorClass;
    error.textContent = text;
    row.append(error);
    field.setAttribute('aria-describedby', error.id);
    field.setAttribute('aria-invalid', 'true');
  }
}

/** Removes the inline errors and what tied them to their fields. */
export function clearInlineErrors(root: ParentNode): void {
  for (const error of Array.from(root.querySelectorAll<HTMLElement>(`.${CHECKOUT.inlineErrorClass}`))) {
    const field = root.querySelector(`[aria-describedby="${CSS.escape(error.id)}"]`);
    field?.removeAttribute('aria-describedby');
    field?.removeAttribute('aria-invalid');
    error.remove();
  }
}

/**
 * Before new checkout notices: the previous groups and the error/success notices printed in
 * the checkout's own area go (info notices such as the login and coupon toggles stay).
 */
export function clearCheckoutNotices(scope: ParentNode): void {
  for (const notice of Array.from(scope.querySelectorAll(`.${CHECKOUT.noticeGroupClass}, .woocommerce-error, .woocommerce-message`)))
    notice.remove();
}
