import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../src/runtime.ts';
import { storeNoticeIsland } from './index.ts';

let runtime: Runtime;
beforeEach(() => {
  document.body.innerHTML =
    '<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="abc">Free shipping <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p><div id="content" tabindex="-1"></div>';
});
afterEach(() => {
  runtime.stop();
  document.cookie = 'store_noticeabc=; path=/; max-age=0';
});

const notice = (): HTMLElement => document.querySelector('p.woocommerce-store-notice')!;

describe('store notice island', () => {
  it('loads on the dismiss click, sets store_notice{id}=hidden and hides the notice, moving focus on', async () => {
    runtime = startRuntime([storeNoticeIsland]);
    expect(notice().getAttribute('data-island-state')).toBe('pending');
    const link = notice().querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(notice().style.display).toBe('none'));
    expect(document.cookie).toContain('store_noticeabc=hidden');
    expect(document.activeElement?.id).toBe('content');
  });

  it('hides a notice whose cookie already says hidden', async () => {
    document.cookie = 'store_noticeabc=hidden; path=/';
    runtime = startRuntime([storeNoticeIsland]);
    notice().querySelector<HTMLAnchorElement>('a')!.click();
    await vi.waitFor(() => expect(notice().style.display).toBe('none'));
  });
});
