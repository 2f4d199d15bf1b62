import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl, readShopConfig } from './config.ts';

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of [
    'wc_add_to_cart_params',
    'wc_cart_fragments_params',
    'woocommerce_params',
    'wpApiSettings',
    'shopIslandsConfig',
    'minimog_params',
  ])
    delete globals[name];
});

describe('shop config', () => {
  it('falls back to documented defaults on a page that prints nothing', () => {
    const config = readShopConfig();
    expect(config.vendors).toEqual({ theme: 'minimog', platform: 'woocommerce', builder: 'elementor', marketing: 'omnisend' });
    expect(config.wcAjaxUrl).toBe('/?wc-ajax=%%endpoint%%');
    expect(config.themeAjaxUrl).toBe('/?minimog-ajax=%%endpoint%%');
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(config.redirectToCartAfterAdd).toBe(false);
  });

  it('reads the globals the platform prints (as captured from WooCommerce 9.9)', () => {
    globals.wc_add_to_cart_params = {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'Warenkorb anzeigen',
      cart_url: '/warenkorb/',
      is_cart: '',
      cart_redirect_after_add: 'yes',
    };
    globals.wc_cart_fragments_params = { cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc', request_timeout: '8000' };
    globals.wpApiSettings = { root: '/index.php?rest_route=/', nonce: 'n0nce' };
    const config = readShopConfig();
    expect(config).toMatchObject({
      wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      cartUrl: '/warenkorb/',
      i18nViewCart: 'Warenkorb anzeigen',
      redirectToCartAfterAdd: true,
      isCart: false,
      fragmentsKey: 'wc_fragments_abc',
      cartHashKey: 'wc_cart_hash_abc',
      fragmentsTimeoutMs: 8000,
      restRoot: '/index.php?rest_route=/',
      nonces: { rest: 'n0nce' },
    });
    expect(endpointUrl(config.wcAjaxUrl, 'add_to_cart')).toBe('/shop/?wc-ajax=add_to_cart');
  });

  it('takes the vendor words and texts from the integrator JSON element', () => {
    document.body.innerHTML =
      '<script type="application/json" id="shop-islands-config">{"vendors":{"theme":"kidz"},"texts":{"added":"Done"}}</script>';
    const config = readShopConfig();
    expect(config.vendors.theme).toBe('kidz');
    expect(config.vendors.platform).toBe('woocommerce');
    expect(config.themeAjaxUrl).toBe('/?kidz-ajax=%%endpoint%%');
    expect(config.texts).toEqual({ added: 'Done' });
  });

  it('warns once and uses defaults when the JSON element is broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"vendors": {theme: </script>';
    globals.shopIslandsConfig = { vendors: { theme: 'from-global' } };
    expect(readShopConfig().vendors.theme).toBe('from-global');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("knows which add-to-cart endpoints the page offers: the theme's by its {theme}_params or the integrator's word, the platform's by its wc_ajax_url", () => {
    expect(readShopConfig()).toMatchObject({ themeEndpoints: false, platformAjax: false });
    globals.woocommerce_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
    expect(readShopConfig()).toMatchObject({ themeEndpoints: false, platformAjax: true });
    globals.minimog_params = { nonce: 'n' };
    expect(readShopConfig().themeEndpoints).toBe(true);
    globals.shopIslandsConfig = { themeEndpoints: false };
    expect(readShopConfig().themeEndpoints).toBe(false);
    delete globals.minimog_params;
    globals.shopIslandsConfig = { themeEndpoints: true };
    expect(readShopConfig().themeEndpoints).toBe(true);
  });

  it('ignores values of the wrong type', () => {
    globals.wc_cart_fragments_params = { request_timeout: 'soon', fragment_name: 42 };
    globals.shopIslandsConfig = { vendors: ['nope'], nonces: { theme: 7, wopb: 'ok' } };
    const config = readShopConfig();
    expect(config.fragmentsTimeoutMs).toBe(5000);
    expect(config.fragmentsKey).toBe('wc_fragments');
    expect(config.vendors.theme).toBe('minimog');
    expect(config.nonces).toEqual({ wopb: 'ok' });
  });
});
