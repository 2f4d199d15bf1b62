import { afterEach, describe, expect, it } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { $billingEmail } from '../../src/stores/checkout.ts';
import { checkoutEmailIsland } from './index.ts';

let runtime: Runtime | undefined;
afterEach(() => {
  runtime?.stop();
  $billingEmail.set('');
});

describe('checkout-email island', () => {
  it('watches the classic checkout’s #billing_email', async () => {
    document.body.innerHTML =
      '<form class="checkout woocommerce-checkout"><input type="email" id="billing_email" name="billing_email" value="demo@example.com"></form>';
    runtime = startRuntime([checkoutEmailIsland]);
    await whenLive(document.querySelector('#billing_email')!);
    expect($billingEmail.get()).toBe('demo@example.com');
  });

  it('finds the block checkout’s #email when the platform renders it later', async () => {
    document.body.innerHTML = '<div class="wp-block-woocommerce-checkout wc-block-checkout is-loading"></div>';
    runtime = startRuntime([checkoutEmailIsland]);
    const block = document.querySelector('.wc-block-checkout')!;
    block.innerHTML = '<div class="wc-block-components-text-input"><input type="email" id="email" autocomplete="email"></div>';
    const input = block.querySelector<HTMLInputElement>('#email')!;
    await whenLive(input);
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect($billingEmail.get()).toBe('ada@example.com');
  });

  it('leaves other e-mail fields alone', () => {
    document.body.innerHTML = '<form class="login"><input type="email" id="email"></form>';
    runtime = startRuntime([checkoutEmailIsland]);
    expect(document.querySelector('#email')!.hasAttribute('data-island')).toBe(false);
  });
});
