import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPixel } from './pixel.ts';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  Reflect.deleteProperty(window, 'fbq');
  Reflect.deleteProperty(window, '_fbq');
  document.head.innerHTML = '';
});

type Queued = { queue: unknown[][] };

describe('advertising pixel (§7)', () => {
  it('queues init and PageView on the standard stub, then loads the pixel script', () => {
    stop = startPixel({ id: 'p1', scriptUrl: 'https://pixel.example/fbevents.js' });
    expect((window as unknown as { fbq: Queued }).fbq.queue).toEqual([
      ['init', 'p1'],
      ['track', 'PageView'],
    ]);
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe('https://pixel.example/fbevents.js');
  });

  it('replays a mail-sent fb_pxl_code through fbq; logs and drops the rest; ignores an answer without one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startPixel({ id: 'p1', scriptUrl: 'https://pixel.example/fbevents.js' });
    const mailSent = (apiResponse: unknown): boolean =>
      document.body.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { apiResponse } }));
    mailSent({ status: 'mail_sent' });
    mailSent({ fb_pxl_code: `fbq('track', 'Lead', {"v": 1}); location.href = 'https://evil.example/';` });
    const { queue } = (window as unknown as { fbq: Queued }).fbq;
    // The reader is its own chunk, fetched with the first answer that carries code.
    await vi.waitFor(() => expect(queue.slice(2)).toEqual([['track', 'Lead', { v: 1 }]]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fb_pxl_code'), ["location.href = 'https://evil.example/'"]);
  });

  it('uses a pixel another script already set up', () => {
    const calls: unknown[][] = [];
    Object.assign(window, { fbq: (...args: unknown[]) => calls.push(args) });
    stop = startPixel({ id: 'p1', scriptUrl: 'https://pixel.example/fbevents.js' });
    expect(calls).toEqual([
      ['init', 'p1'],
      ['track', 'PageView'],
    ]);
  });
});
