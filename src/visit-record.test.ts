import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetVisitForTests, unpack } from '../dom-bridge/visit.ts';
import { recordThisView } from './visit-record.ts';
import { trackVisitWhenIdle } from './visit-tracking.ts';

const NAMES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations'];
const record = (name: string): Record<string, string> => unpack(Cookies.get(`sbjs_${name}`));

function land(path: string, referrer = ''): void {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  resetVisitForTests();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:20:30Z'));
  for (const name of NAMES) Cookies.remove(`sbjs_${name}`, { path: '/' });
});
afterEach(() => {
  for (const name of NAMES) Cookies.remove(`sbjs_${name}`, { path: '/' });
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('the page view, recorded from its chunk', () => {
  it('records an ordinary view as typed in, and a campaign landing with the full rules', async () => {
    land('/shop/');
    await recordThisView();
    expect(record('current')).toMatchObject({ typ: 'typein', src: '(direct)' });
    expect(record('session')).toMatchObject({ pgs: '1' });

    land('/shop/?utm_source=newsletter&utm_medium=email');
    await recordThisView();
    expect(record('current')).toMatchObject({ typ: 'utm', src: 'newsletter', mdm: 'email' });
    expect(record('session')).toMatchObject({ pgs: '2' });
  });

  it('is started by the entry at once on a campaign landing, so a shopper who moves on quickly keeps it', async () => {
    land('/shop/?utm_source=newsletter');
    vi.stubGlobal('requestIdleCallback', () => 0);
    trackVisitWhenIdle();
    await vi.waitFor(() => expect(record('current')).toMatchObject({ typ: 'utm', src: 'newsletter' }));
    vi.unstubAllGlobals();
  });

  it('is started by the entry when the browser is idle on an ordinary view', async () => {
    land('/cart/');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    trackVisitWhenIdle();
    expect(Cookies.get('sbjs_session')).toBeUndefined();
    idle.forEach((run) => run());
    await vi.waitFor(() => expect(record('session')).toMatchObject({ pgs: '1', cpg: `${location.origin}/cart/` }));
    vi.unstubAllGlobals();
  });
});
