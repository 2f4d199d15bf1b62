import { afterEach, describe, expect, it } from 'vitest';
import { readBuilderConfig } from './builder-config.ts';

afterEach(() => Reflect.deleteProperty(window, 'elementorFrontendConfig'));

function kit(settings: Record<string, string>): void {
  Object.assign(window, { elementorFrontendConfig: { kit: settings, i18n: {} } });
}

describe('the kit’s lightbox settings (§2 "counter, fullscreen, zoom and share")', () => {
  it('with lightbox_enable_zoom on, every image offers zoom, one that fits the screen too', () => {
    kit({ lightbox_enable_zoom: 'yes', lightbox_enable_counter: 'yes' });
    expect(readBuilderConfig().lightbox).toMatchObject({ zoom: true, alwaysZoomable: true, counter: true });
  });

  it('with it off, no zoom is offered', () => {
    kit({ lightbox_enable_zoom: 'no' });
    expect(readBuilderConfig().lightbox).toMatchObject({ zoom: false, alwaysZoomable: false });
  });
});
