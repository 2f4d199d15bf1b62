import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_VENDORS } from '../../dom-bridge/vendors.ts';
import { readShopConfig } from '../../dom-bridge/config.ts';
import { themeToken } from './theme-token.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslandsConfig;
});

describe('themeToken', () => {
  it('is the default theme of dom-bridge/vendors.ts without a config', () => {
    expect(themeToken()).toBe(DEFAULT_VENDORS.theme);
  });

  it('reads vendors.theme as readShopConfig does: the JSON element, else the global', () => {
    (globalThis as Record<string, unknown>).shopIslandsConfig = { vendors: { theme: 'astra' } };
    expect(themeToken()).toBe('astra');
    expect(themeToken()).toBe(readShopConfig().vendors.theme);
    document.body.innerHTML = '<script type="application/json" id="shop-islands-config">{"vendors":{"theme":"kadence"}}</script>';
    expect(themeToken()).toBe('kadence');
    expect(themeToken()).toBe(readShopConfig().vendors.theme);
  });
});
