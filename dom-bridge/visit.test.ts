import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyVisit } from './visit-source.ts';
import { pack, resetVisitForTests, trackVisit, unpack } from './visit.ts';

const NAMES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations'];

function visit(path: string, referrer = ''): void {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  resetVisitForTests();
  trackVisit(classifyVisit);
}

// The page's clock is fixed (the cookie jar drops expired cookies against it too): the same run on any day.
const NOW = new Date('2026-11-22T10:20:30Z');

const record = (name: string): Record<string, string> => unpack(Cookies.get(`sbjs_${name}`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  for (const name of NAMES) Cookies.remove(`sbjs_${name}`, { path: '/' });
});
afterEach(() => {
  for (const name of NAMES) Cookies.remove(`sbjs_${name}`, { path: '/' });
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'wc_order_attribution');
  history.replaceState(null, '', '/');
});

describe('trackVisit (sourcebuster’s cookies)', () => {
  it('records a campaign landing, then counts every page of the session without changing the source', () => {
    visit('/shop/?utm_source=newsletter&utm_medium=email');
    expect(record('current')).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email', cmp: '(none)' });
    expect(record('first')).toEqual(record('current'));
    expect(record('current_add')).toEqual({
      fd: '2026-11-22 10:20:30',
      ep: `${location.origin}/shop/?utm_source=newsletter&utm_medium=email`,
      rf: '(none)',
    });
    expect(record('session')).toMatchObject({ pgs: '1' });
    expect(record('udata')).toMatchObject({ vst: '1', uip: '(none)', uag: navigator.userAgent });
    expect(Cookies.get('sbjs_migrations')).toBe('1418474375998=1');

    visit('/cart/', `${location.origin}/shop/`);
    visit('/checkout/', `${location.origin}/cart/`);
    expect(record('session')).toEqual({ pgs: '3', cpg: `${location.origin}/checkout/` });
    expect(record('current')).toMatchObject({ typ: 'utm', src: 'newsletter' });
    expect(record('udata').vst).toBe('1');
  });

  it('counts a page once however often it is asked', () => {
    visit('/shop/');
    trackVisit(classifyVisit);
    trackVisit(classifyVisit);
    expect(record('session').pgs).toBe('1');
  });

  it('a new session is a new visit; a typed-in return keeps the first source', () => {
    visit('/shop/', 'https://www.google.com/');
    expect(record('current')).toMatchObject({ typ: 'organic', src: 'google' });
    Cookies.remove('sbjs_session', { path: '/' });
    visit('/');
    expect(record('udata').vst).toBe('2');
    expect(record('current')).toMatchObject({ typ: 'organic', src: 'google' });
    expect(record('session').pgs).toBe('1');
  });

  it('keeps the session cookie for 30 minutes and the others for the browser session', () => {
    const writes: string[] = [];
    // The accessor may sit further up the prototype chain (happy-dom): find it there.
    let proto: object | null = Object.getPrototypeOf(document);
    let descriptor: PropertyDescriptor | undefined;
    while (proto && !(descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto);
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      visit('/shop/');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    const session = writes.find((w) => w.startsWith('sbjs_session='));
    expect(session).toMatch(/expires=Sun, 22 Nov 2026 10:50:30 GMT/);
    expect(writes.filter((w) => !w.startsWith('sbjs_session=')).every((w) => !/expires=/i.test(w))).toBe(true);
    expect(writes.every((w) => /path=\//.test(w))).toBe(true);
  });

  it('removes the cookies and records nothing when the page disallows tracking', () => {
    visit('/shop/?utm_source=x');
    Object.assign(window, { wc_order_attribution: { params: { allowTracking: false } } });
    visit('/cart/');
    expect(Cookies.get('sbjs_current')).toBeUndefined();
    expect(Cookies.get('sbjs_session')).toBeUndefined();
  });

  it('packs and unpacks the platform’s format, decoding values once', () => {
    expect(
      pack([
        ['typ', 'utm'],
        ['src', 'a b'],
      ]),
    ).toBe('typ=utm|||src=a b');
    expect(unpack('typ=utm|||src=spring%20sale|||ep=https://x.example/?a=b')).toEqual({
      typ: 'utm',
      src: 'spring sale',
      ep: 'https://x.example/?a=b',
    });
    expect(unpack('bad%zz=1|||k=%zz')).toEqual({ 'bad%zz': '1', k: '%zz' });
  });
});
