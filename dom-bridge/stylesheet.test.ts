import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStylesheet } from './stylesheet.ts';

/** happy-dom fetches no CSS: a link it is given fails at once, or with this setting loads at once. */
const happyDom = (globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
const linksLoad = (load: boolean): void => {
  happyDom.settings.handleDisabledFileLoadingAsSuccess = load;
};

beforeEach(() => linksLoad(true));

afterEach(() => {
  linksLoad(false);
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('loadStylesheet', () => {
  it('adds one link per stylesheet and resolves when it loads', async () => {
    const first = loadStylesheet('/dist/assets/swiper-abc.css');
    const again = loadStylesheet('/dist/assets/swiper-abc.css');
    const links = document.head.querySelectorAll('link[rel="stylesheet"][href="/dist/assets/swiper-abc.css"]');
    expect(links).toHaveLength(1);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(again).toBe(first);
  });

  it('lets the island go on, unstyled, when the stylesheet fails or stalls', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = loadStylesheet('/dist/assets/broken.css');
    document.head.querySelector('link[href="/dist/assets/broken.css"]')!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    vi.useFakeTimers();
    const stalled = loadStylesheet('/dist/assets/stalled.css');
    vi.advanceTimersByTime(3000);
    await expect(stalled).resolves.toBeUndefined();
  });

  it('asks again for a stylesheet that failed, with a fresh link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const href = '/dist/assets/offline.css';
    linksLoad(false);
    const failed = loadStylesheet(href);
    await expect(failed).resolves.toBeUndefined();
    expect(document.head.querySelectorAll(`link[href="${href}"]`)).toHaveLength(0);

    linksLoad(true);
    const again = loadStylesheet(href);
    expect(again).not.toBe(failed);
    expect(document.head.querySelectorAll(`link[href="${href}"]`)).toHaveLength(1);
    await expect(again).resolves.toBeUndefined();
    expect(loadStylesheet(href)).toBe(again);
  });
});
