import { afterEach, describe, expect, it } from 'vitest';
import { readShopConfig } from './config.ts';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.minimog_params;
  delete w.wc_cart_params;
});

describe('the cart’s page configuration', () => {
  it('reads add_to_cart_behaviour and the theme nonce from {theme}_params, and the cart page nonces from wc_cart_params', () => {
    w.minimog_params = { add_to_cart_behaviour: 'open_cart_drawer', nonce: 'tn' };
    w.wc_cart_params = { apply_coupon_nonce: 'an', remove_coupon_nonce: 'rn', update_shipping_method_nonce: 'sn' };
    const config = readShopConfig();
    expect(config.addToCartBehaviour).toBe('open_cart_drawer');
    expect(config.nonces).toMatchObject({ theme: 'tn', 'apply-coupon': 'an', 'remove-coupon': 'rn', 'update-shipping-method': 'sn' });
  });

  it('defaults to no behaviour and no nonces; the integrator’s nonces win', () => {
    expect(readShopConfig().addToCartBehaviour).toBe('');
    w.minimog_params = { nonce: 'printed' };
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"nonces":{"theme":"integrator"}}</script>';
    expect(readShopConfig().nonces.theme).toBe('integrator');
  });

  it('follows the configured theme’s global', () => {
    w.other_params = { add_to_cart_behaviour: 'open_cart_drawer' };
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"vendors":{"theme":"other"}}</script>';
    expect(readShopConfig().addToCartBehaviour).toBe('open_cart_drawer');
    delete w.other_params;
  });
});
