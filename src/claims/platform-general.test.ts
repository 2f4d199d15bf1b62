import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLive } from '../../tests/support/hydration.ts';
import { startRuntime, type Runtime } from '../runtime.ts';
import type { ClaimGroup } from '../island.ts';
import { platformGeneralIslands } from './platform-general.ts';

let runtime: Runtime | undefined;

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** Two groups that both list the platform's general claims, as the chrome and a stock page group do. */
function bothGroups(): { groups: ClaimGroup[]; loaded: Promise<unknown> } {
  let first!: () => void;
  let second!: () => void;
  const loaded = Promise.all([new Promise<void>((resolve) => (first = resolve)), new Promise<void>((resolve) => (second = resolve))]);
  const group = (sniff: string, done: () => void): ClaimGroup => ({
    sniff,
    load: () => {
      done();
      return Promise.resolve({ islands: platformGeneralIslands });
    },
  });
  return { groups: [group('#page-header', first), group('.woocommerce-account', second)], loaded };
}

const PAGE =
  '<header id="page-header"></header><main class="woocommerce-account"><div class="woocommerce">' +
  '<div class="woocommerce-message" role="alert">Account details changed successfully.</div>' +
  '<form class="woocommerce-form-login"><input class="woocommerce-Input" type="password" id="password" name="password"></form>' +
  '</div></main>';

describe('the platform general claims in two groups at once (chrome + a stock page group)', () => {
  it('mount once: one show/hide button per password field, one claim per element', async () => {
    document.body.innerHTML = PAGE;
    const { groups, loaded } = bothGroups();
    runtime = startRuntime([], document, groups);
    await loaded;
    const input = document.querySelector<HTMLInputElement>('#password')!;
    await vi.waitUntil(() => input.hasAttribute('data-island-state'));
    const claimed = input.closest<HTMLElement>('[data-island="password-toggle"]')!;
    expect(claimed).not.toBeNull();
    expect(document.querySelectorAll('[data-island="password-toggle"]')).toHaveLength(1);
    expect(document.querySelectorAll('[data-island="page-notices"]')).toHaveLength(1);
    await whenLive(document.querySelector<HTMLElement>('[data-island="page-notices"]')!);
    expect(runtime.claimedCount()).toBe(2);
  });

  it('the first role-alert notice gets focus once, 500 ms after the page shows it', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = PAGE;
    const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
    const focus = vi.spyOn(notice, 'focus');
    const { groups, loaded } = bothGroups();
    runtime = startRuntime([], document, groups);
    await loaded;
    for (let step = 0; step < 50 && notice.getAttribute('data-island-state') !== 'live'; step += 1) await vi.advanceTimersByTimeAsync(1);
    expect(notice.getAttribute('data-island-state')).toBe('live');
    expect(focus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(focus).toHaveBeenCalledTimes(1);
    expect(notice.getAttribute('tabindex')).toBe('-1');
  });
});
