/**
 * Issue 16 fixtures: the disclaimer page (post 22000, empty excerpt, no featured image) and the builder pages
 * carry the builder's page config the way its runtime's inline 'before' script prints it (§3 "Content page
 * and site settings"), read from the committed fixture pages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The committed fixture pages (tests run from the repository's root, as npm test does). */
const FIXTURES_DIR = 'fixtures-html';

function printedConfig(file: string): Record<string, unknown> {
  const html = readFileSync(join(FIXTURES_DIR, file), 'utf8');
  const match = /<script id="elementor-frontend-js-before">\nvar elementorFrontendConfig = (\{.*\});\n/.exec(html);
  if (!match?.[1]) throw new Error(`${file}: no elementorFrontendConfig`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the builder config printed on the fixture pages', () => {
  it('the disclaimer page: post 22000, an empty excerpt, no featured image', () => {
    expect(printedConfig('disclaimer.html').post).toMatchObject({ id: 22000, excerpt: '', featuredImage: false });
  });

  it.each(['disclaimer.html', 'builder.html', 'carousels.html'])('%s: the site settings of §3 and the enabled breakpoints', (file) => {
    const config = printedConfig(file);
    expect(config.kit).toMatchObject({
      active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
      global_image_lightbox: 'yes',
      lightbox_enable_counter: 'yes',
      lightbox_enable_fullscreen: 'yes',
      lightbox_enable_zoom: 'yes',
      lightbox_enable_share: 'yes',
      lightbox_title_src: 'title',
      lightbox_description_src: 'description',
    });
    const breakpoints = (config.responsive as { breakpoints: Record<string, { value: number; is_enabled: boolean }> }).breakpoints;
    expect(breakpoints.mobile).toMatchObject({ value: 767, is_enabled: true });
    expect(breakpoints.tablet).toMatchObject({ value: 1024, is_enabled: true });
    expect(config.environmentMode).toMatchObject({ edit: false, wpPreview: false });
  });
});
