import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_MESSAGES } from '../../protocol/errors.ts';
import { OFFLINE_TEXT } from './CookieNotice.ts';

afterEach(() => {
  vi.doUnmock('./accept.ts');
  vi.resetModules();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('cookie notice', () => {
  it('says the shopper is offline when the code of Accept cannot load, and stays usable (fault matrix: offline)', async () => {
    vi.doMock('./accept.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { mount } = await import('./CookieNotice.ts');
    document.body.innerHTML = '<div id="cookie-notice"><p>We use cookies.</p><a href="#" class="cookie-notice-accept">Accept</a></div>';
    const notice = document.getElementById('cookie-notice')!;
    await mount(notice);
    const accept = notice.querySelector<HTMLElement>('a')!;
    accept.click();
    await vi.waitFor(() => expect(notice.querySelector('[role="alert"]')?.textContent).toBe('You are probably offline.'));
    expect(notice.hidden).toBe(false);
    expect(accept.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the offline sentence', () => {
  it('is the §8 catalogue’s, which the island spells itself to stay out of the HTTP client’s chunk', () => {
    expect(OFFLINE_TEXT).toBe(PROTOCOL_MESSAGES.fetch_error);
  });
});
