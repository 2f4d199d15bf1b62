import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const opened = vi.hoisted(() => [] as Array<{ items: unknown[]; index: number }>);
// The shared opener would fetch PhotoSwipe; here it records what the link asked to show.
vi.mock('../../src/lightbox/lightbox-opener.ts', () => ({
  createLightboxOpener: () => ({ open: (items: unknown[], index: number) => opened.push({ items, index }), destroy: () => {} }),
}));

const { mount } = await import('./ActionLink.ts');

const base64 = (value: unknown): string => btoa(JSON.stringify(value));
const encoded = (action: string, settings: string): string =>
  `#${encodeURIComponent(`elementor-action:action=${action}&settings=`)}${encodeURIComponent(settings)}`;

let unmount: (() => void) | null = null;
async function linkWith(href: string): Promise<HTMLAnchorElement> {
  document.body.insertAdjacentHTML('beforeend', `<a id="action" href="${href}">Open</a>`);
  const link = document.getElementById('action') as HTMLAnchorElement;
  unmount = await mount(link);
  return link;
}

function click(link: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  opened.length = 0;
  document.body.innerHTML = '';
});
afterEach(() => {
  unmount?.();
  vi.restoreAllMocks();
});

describe('action link', () => {
  it('opens a URL-encoded image action, and the hash never lands in the address', async () => {
    const link = await linkWith(encoded('lightbox', base64({ id: 3, url: '/a.png' })));
    expect(click(link).defaultPrevented).toBe(true);
    expect(opened).toEqual([{ items: [{ src: '/a.png', title: '', description: '' }], index: 0 }]);
  });

  it('opens an image of a slideshow with the page’s links of that slideshow, at its place', async () => {
    document.body.innerHTML =
      '<a href="/1.png" data-elementor-lightbox-slideshow="s" data-elementor-lightbox-title="One"></a><a href="/2.png" data-elementor-lightbox-slideshow="s"></a>';
    const link = await linkWith(
      `#elementor-action:action=lightbox&settings=${base64({ url: `${location.origin}/2.png`, slideshow: 's' })}`,
    );
    click(link);
    expect(opened[0]?.index).toBe(1);
    expect(opened[0]?.items).toMatchObject([{ title: 'One' }, { src: `${location.origin}/2.png` }]);
  });

  it.each([
    ['broken settings', encoded('lightbox', '%%not-base64'), 'unreadable settings'],
    ['an unknown action', encoded('popup', base64({ id: 1 })), 'unknown action "popup"'],
    ['settings naming nothing', encoded('lightbox', base64({ id: 1 })), 'nothing to show'],
  ])('ignores %s with one warning, however often it is clicked', async (_what, href, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = await linkWith(href);
    expect(() => {
      click(link);
      click(link);
    }).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(reason);
    expect(opened).toEqual([]);
  });
});
