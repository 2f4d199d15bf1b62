import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { resetVisitForTests } from '../../dom-bridge/visit.ts';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { orderAttributionIsland } from './index.ts';
import { attributionValues, DEFAULT_FIELDS } from './values.ts';

const RECORDS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations'];
let runtime: Runtime | undefined;

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  for (const name of RECORDS) Cookies.remove(`sbjs_${name}`, { path: '/' });
  Reflect.deleteProperty(window, 'wp');
  Reflect.deleteProperty(window, 'wc_order_attribution');
  resetVisitForTests();
  history.replaceState(null, '', '/');
});

describe('order attribution values', () => {
  it('maps the visit records through the platform’s field map; missing values are empty', () => {
    const values = attributionValues({
      current: { typ: 'utm', src: 'newsletter', mdm: 'email' },
      session: { pgs: '3' },
      udata: { vst: '2', uag: 'UA' },
    });
    expect(Object.keys(values)).toEqual(Object.keys(DEFAULT_FIELDS));
    expect(values).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      session_pages: '3',
      session_count: '2',
      user_agent: 'UA',
      referrer: '',
      utm_term: '',
    });
  });
});

describe('order-attribution island', () => {
  it('stamps and fills the hidden wc_order_attribution_* inputs of the classic checkout from this visit', async () => {
    history.replaceState(null, '', '/checkout/?utm_source=newsletter&utm_medium=email');
    document.body.innerHTML =
      '<form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const element = document.querySelector<HTMLElement>('wc-order-attribution-inputs')!;
    runtime = startRuntime([orderAttributionIsland]);
    await whenLive(element);
    const inputs = Array.from(element.querySelectorAll('input'));
    expect(inputs.map((input) => input.name)).toEqual(Object.keys(DEFAULT_FIELDS).map((field) => `wc_order_attribution_${field}`));
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    const value = (field: string): string => element.querySelector<HTMLInputElement>(`[name="wc_order_attribution_${field}"]`)!.value;
    expect(value('source_type')).toBe('utm');
    expect(value('utm_source')).toBe('newsletter');
    expect(value('utm_medium')).toBe('email');
    expect(value('session_pages')).toBe('1');
    expect(value('session_count')).toBe('1');
    expect(value('session_entry')).toBe(`${location.origin}/checkout/?utm_source=newsletter&utm_medium=email`);
    expect(value('user_agent')).toBe(navigator.userAgent);
  });

  it('fills inputs the page printed itself, and leaves them empty when tracking is not allowed', async () => {
    Object.assign(window, { wc_order_attribution: { params: { allowTracking: false, prefix: 'wc_order_attribution_' } } });
    document.body.innerHTML =
      '<wc-order-attribution-inputs><input type="hidden" name="wc_order_attribution_source_type" value="stale"></wc-order-attribution-inputs>';
    const element = document.querySelector<HTMLElement>('wc-order-attribution-inputs')!;
    runtime = startRuntime([orderAttributionIsland]);
    await whenLive(element);
    expect(element.querySelector<HTMLInputElement>('[name="wc_order_attribution_source_type"]')!.value).toBe('');
    expect(element.querySelectorAll('input')).toHaveLength(16);
  });

  it('writes the block checkout’s extension data under {platform}/order-attribution', async () => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      wp: {
        data: {
          dispatch: (store: string) =>
            store === 'wc/store/checkout' ? { __internalSetExtensionData: (...args: unknown[]) => calls.push(args) } : {},
        },
      },
    });
    document.body.innerHTML = '<div class="wp-block-woocommerce-checkout wc-block-checkout"></div>';
    const element = document.querySelector<HTMLElement>('.wc-block-checkout')!;
    runtime = startRuntime([orderAttributionIsland]);
    await whenLive(element);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe('woocommerce/order-attribution');
    expect(calls[0]?.[1]).toMatchObject({ source_type: 'typein', utm_source: '(direct)' });
    expect(calls[0]?.[2]).toBe(true);
  });
});
