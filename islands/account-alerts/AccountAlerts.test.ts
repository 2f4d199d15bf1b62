import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './AccountAlerts.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** An account page as the platform prints it after a failed login: the notices area, then the login form. */
function failedLogin(extra = ''): void {
  document.body.innerHTML =
    '<a class="skip-link" href="#content">Skip to content</a>' +
    '<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>' +
    '<div role="alert" class="empty-messages"> </div>' +
    '<ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The password you entered is incorrect.</li></ul>' +
    `<form class="woocommerce-form-login"><input id="username" value="ada"><input id="password" type="password"></form>${extra}</div>`;
}

describe('account alerts (the platform’s account script)', () => {
  it('focuses the page’s first alert that has text, just after the page’s own focus', async () => {
    vi.useFakeTimers();
    failedLogin();
    document.querySelector<HTMLElement>('.skip-link')!.focus();
    await mount();
    const error = document.querySelector<HTMLElement>('.woocommerce-error')!;
    expect(document.activeElement).not.toBe(error);
    vi.runAllTimers();
    expect(document.activeElement).toBe(error);
    expect(error.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where it is when no alert has text', async () => {
    vi.useFakeTimers();
    failedLogin();
    document.querySelector('.woocommerce-error')!.remove();
    await mount();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus from a shopper already typing again', async () => {
    vi.useFakeTimers();
    failedLogin();
    const password = document.querySelector<HTMLInputElement>('#password')!;
    password.focus();
    password.value = 'second try';
    await mount();
    vi.runAllTimers();
    expect(document.activeElement).toBe(password);
  });

  it('stands down where the platform’s account script is still on the page, and once unmounted', async () => {
    vi.useFakeTimers();
    failedLogin('<script type="text/plain" id="wc-account-i18n-js"></script>');
    await mount();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
    document.getElementById('wc-account-i18n-js')!.remove();
    const unmount = await mount();
    unmount();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.body);
  });
});
