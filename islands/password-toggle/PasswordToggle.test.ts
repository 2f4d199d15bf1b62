import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './PasswordToggle.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('password toggle (§2 Account)', () => {
  it('adds a button after the input: Show password / Hide password with aria-pressed, switching the type', async () => {
    document.body.innerHTML = '<form><span class="password-input"><input type="password" id="p" name="password"></span></form>';
    const wrapper = document.querySelector<HTMLElement>('.password-input')!;
    const unmount = await mount(wrapper);
    const button = wrapper.querySelector<HTMLButtonElement>('button.show-password-input')!;
    const input = document.querySelector<HTMLInputElement>('#p')!;
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('p');
    button.click();
    expect(input.type).toBe('text');
    expect(button.getAttribute('aria-label')).toBe('Hide password');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(input.type).toBe('password');
    unmount();
    expect(wrapper.querySelector('button')).toBeNull();
  });

  it('wraps a bare platform input the way the platform script did, and never adds a second button', async () => {
    document.body.innerHTML = '<div class="woocommerce"><form><p><input type="password" id="q"></p></form></div>';
    const input = document.querySelector<HTMLInputElement>('#q')!;
    await mount(input);
    const wrapper = input.parentElement!;
    expect(wrapper.matches('span.password-input')).toBe(true);
    await mount(wrapper);
    await mount(input);
    expect(document.querySelectorAll('.show-password-input')).toHaveLength(1);
  });

  it('wrapping a bare input the shopper is typing in keeps its focus and caret (the typing goes on into it)', async () => {
    document.body.innerHTML =
      '<div class="woocommerce"><form><p><label for="r">Password</label><input type="password" id="r"></p></form></div>';
    const input = document.querySelector<HTMLInputElement>('#r')!;
    input.focus();
    input.value = 'lumen';
    input.setSelectionRange(2, 4);
    await mount(input);
    expect(input.parentElement!.matches('span.password-input')).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
  });

  it('uses the page’s own labels when it prints woocommerce_params', async () => {
    (globalThis as Record<string, unknown>).woocommerce_params = { i18n_password_show: 'Mostrar', i18n_password_hide: 'Ocultar' };
    document.body.innerHTML = '<span class="password-input"><input type="password"></span>';
    await mount(document.querySelector<HTMLElement>('.password-input')!);
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Mostrar');
    delete (globalThis as Record<string, unknown>).woocommerce_params;
  });
});
