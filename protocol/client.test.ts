import { afterEach, describe, expect, it } from 'vitest';
import { adminAjax, formEncode, resetProtocolForTests, rest, themeAjax, wcAjax, withQuery } from './client.ts';
import { fields, useConfig } from './testing.ts';

afterEach(resetProtocolForTests);

describe('URL builders (§7 endpoint shapes)', () => {
  it('builds store, theme and admin-ajax URLs from the page config', () => {
    useConfig();
    expect(wcAjax('add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    expect(themeAjax('minimog_search_products')).toBe('/?minimog-ajax=minimog_search_products');
    expect(adminAjax()).toBe('/wp-admin/admin-ajax.php');
    expect(adminAjax('woobt_add_all_to_cart')).toBe('/wp-admin/admin-ajax.php?action=woobt_add_all_to_cart');
  });

  it('follows the config: absolute URLs and another theme token', () => {
    useConfig({
      wcAjaxUrl: 'https://shop.test/?wc-ajax=%%endpoint%%',
      themeAjaxUrl: '/?acme-ajax=%%endpoint%%',
      adminAjaxUrl: 'https://shop.test/wp-admin/admin-ajax.php',
    });
    expect(wcAjax('get_variation')).toBe('https://shop.test/?wc-ajax=get_variation');
    expect(themeAjax('template_lazyload')).toBe('/?acme-ajax=template_lazyload');
    expect(adminAjax('rest-nonce')).toBe('https://shop.test/wp-admin/admin-ajax.php?action=rest-nonce');
  });

  it('puts REST paths under the REST root with _locale=user', () => {
    useConfig();
    expect(rest('wc/store/v1/products/14')).toBe('/wp-json/wc/store/v1/products/14?_locale=user');
    expect(rest('/wp/v2/media?per_page=5')).toBe('/wp-json/wp/v2/media?per_page=5&_locale=user');
    expect(rest('wp/v2/posts?_locale=site')).toBe('/wp-json/wp/v2/posts?_locale=site');
  });

  it('continues the query of a plain-permalink REST root', () => {
    useConfig({ restRoot: 'https://shop.test/index.php?rest_route=/' });
    expect(rest('wc/store/v1/products?per_page=2')).toBe(
      'https://shop.test/index.php?rest_route=/wc/store/v1/products&per_page=2&_locale=user',
    );
  });
});

describe('formEncode (PHP-style form bodies)', () => {
  it('sends nested maps as a[b] and list fields as repeated name[]', () => {
    const body = formEncode({
      product_id: 17,
      quantity: '2',
      'woobt_ids[]': ['21', '22'],
      variation: { attribute_pa_color: 'blue', attribute_pa_size: 'large' },
      custom_data: { bundle: { id: 3 } },
      tags: ['a', 'b'],
      rows: [{ key: 'x' }],
      empty: null,
      skipped: undefined,
      gift: true,
    });
    expect(fields(body.toString())).toEqual([
      ['product_id', '17'],
      ['quantity', '2'],
      ['woobt_ids[]', '21'],
      ['woobt_ids[]', '22'],
      ['variation[attribute_pa_color]', 'blue'],
      ['variation[attribute_pa_size]', 'large'],
      ['custom_data[bundle][id]', '3'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
      ['rows[0][key]', 'x'],
      ['empty', ''],
      ['gift', 'true'],
    ]);
  });

  it('appends to a query string, keeping an existing query and a hash', () => {
    expect(withQuery('/p', { a: 1 })).toBe('/p?a=1');
    expect(withQuery('/?wc-ajax=x', { pid: 5 })).toBe('/?wc-ajax=x&pid=5');
    expect(withQuery('/p?#top', { a: 'b c' })).toBe('/p?a=b+c#top');
    expect(withQuery('/p', {})).toBe('/p');
  });
});
