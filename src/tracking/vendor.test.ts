import { afterEach, describe, expect, it } from 'vitest';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { DEFAULT_VENDORS } from '../../dom-bridge/vendors.ts';
import { marketingToken } from './vendor.ts';

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'shopIslandsConfig');
});

describe('the {marketing} token without the protocol client', () => {
  it('defaults to the vendors default', () => {
    expect(marketingToken()).toBe(DEFAULT_VENDORS.marketing);
  });

  it('reads the config element or global as the client does', () => {
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"vendors":{"marketing":"klaviyo"}}</script>';
    expect(marketingToken()).toBe('klaviyo');
    expect(marketingToken()).toBe(readShopConfig().vendors.marketing);
    document.body.innerHTML = '';
    Object.assign(window, { shopIslandsConfig: { vendors: { marketing: 'acme' } } });
    expect(marketingToken()).toBe('acme');
    expect(marketingToken()).toBe(readShopConfig().vendors.marketing);
  });
});
