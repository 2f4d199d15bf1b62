import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_EMAIL_EVENT } from '../../dom-bridge/checkout-constants.ts';
import { $billingEmail, isCheckoutEmail, setBillingEmail, watchBillingEmail } from './checkout.ts';

afterEach(() => $billingEmail.set(''));

function heard(): string[][] {
  const events: string[][] = [];
  document.body.addEventListener(BILLING_EMAIL_EVENT, (event) => events.push((event as CustomEvent<{ args: string[] }>).detail.args));
  return events;
}

describe('the checkout e-mail (§5)', () => {
  it('matches the §5 pattern: local part characters, @, dot-separated domain of letters, digits and hyphens', () => {
    for (const ok of ['ada@example.com', "o'brien+presets@mail.example-shop.co.uk", 'x_y.z!#$%&*/=?^`{|}~-@host', 'user@localhost'])
      expect(isCheckoutEmail(ok)).toBe(true);
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@exa_mple.com',
      'ada@example..com',
      'a da@example.com',
      'ada@example.com.',
      'ada@@example.com',
    ])
      expect(isCheckoutEmail(bad)).toBe(false);
  });

  it('holds only a valid address and announces each new one (DOM event with [email])', () => {
    const events = heard();
    setBillingEmail(' ada@example.com ');
    setBillingEmail('ada@example.com');
    expect($billingEmail.get()).toBe('ada@example.com');
    setBillingEmail('ada@');
    expect($billingEmail.get()).toBe('');
    setBillingEmail('grace@example.com');
    expect(events).toEqual([['ada@example.com'], ['grace@example.com']]);
  });

  it('watches an input: the printed value at once, then committed changes; the undo stops it', () => {
    document.body.innerHTML = '<input id="billing_email" type="email" value="demo@example.com">';
    const input = document.querySelector<HTMLInputElement>('#billing_email')!;
    const stop = watchBillingEmail(input);
    expect($billingEmail.get()).toBe('demo@example.com');
    input.value = 'new@example.com';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect($billingEmail.get()).toBe('new@example.com');
    stop();
    input.value = 'later@example.com';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect($billingEmail.get()).toBe('new@example.com');
  });
});
