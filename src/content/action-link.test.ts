import { describe, expect, it } from 'vitest';
import { parseActionLink } from './action-link.ts';

const base64 = (value: unknown): string => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const IMAGE = { id: 7, url: '/wp-content/uploads/a.jpg', slideshow: 'g1' };

describe('parseActionLink', () => {
  it('reads the literal form', () => {
    expect(parseActionLink(`#elementor-action:action=lightbox&settings=${base64(IMAGE)}`, 'elementor')).toEqual({
      ok: true,
      action: 'lightbox',
      settings: IMAGE,
    });
  });

  it('reads the URL-encoded form WordPress prints, with the page URL in front', () => {
    const hash = `#${encodeURIComponent(`elementor-action:action=lightbox&settings=${base64(IMAGE)}`)}`;
    expect(hash).toMatch(/^#elementor-action%3Aaction%3Dlightbox%26settings%3D/);
    expect(parseActionLink(`https://shop.example/page/${hash}`, 'elementor')).toEqual({ ok: true, action: 'lightbox', settings: IMAGE });
  });

  it('reads UTF-8 titles in the settings', () => {
    const settings = { type: 'slideshow', slides: [{ image: '/x.png', title: 'Café – noir' }] };
    expect(parseActionLink(`#elementor-action:action=lightbox&settings=${base64(settings)}`, 'elementor')).toMatchObject({
      ok: true,
      settings,
    });
  });

  it('follows the builder named in the page config', () => {
    expect(parseActionLink(`#other-action:action=lightbox&settings=${base64(IMAGE)}`, 'other')).toMatchObject({ ok: true });
    expect(parseActionLink(`#other-action:action=lightbox&settings=${base64(IMAGE)}`, 'elementor')).toMatchObject({ ok: false });
  });

  it.each([
    ['#elementor-action%3Aaction%3Dlightbox%26settings%3D%25%25not-base64', 'unreadable settings'],
    [`#elementor-action:action=lightbox&settings=${btoa('not json')}`, 'unreadable settings'],
    [`#elementor-action:action=lightbox&settings=${base64([1, 2])}`, 'unreadable settings'],
    ['#elementor-action:action=lightbox', 'has no settings'],
    ['#elementor-action%E0%A4%A', 'not a elementor action link'],
    ['#top', 'not a elementor action link'],
  ])('gives a reason, never an exception, for %s', (href, reason) => {
    const parsed = parseActionLink(href, 'elementor');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.reason).toContain(reason);
  });

  it('hands an unknown action back by name (the island ignores it)', () => {
    expect(parseActionLink(`#elementor-action:action=popup&settings=${base64({ id: 3 })}`, 'elementor')).toEqual({
      ok: true,
      action: 'popup',
      settings: { id: 3 },
    });
  });
});
