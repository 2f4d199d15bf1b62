import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JQUERY_API } from '../../dom-bridge/jquery-api-constants.ts';
import { emitOn } from '../../dom-bridge/emit.ts';
import { followVariation } from './follow-variation.ts';
import type { GalleryChoice } from './variation-media.ts';

const variation = (id: number) => ({ variation_id: id, attributes: {}, image: { src: `/v${id}.svg`, full_src: `/v${id}.svg` } });
const shownSrc = (choice: GalleryChoice): string => (choice.kind === 'image' ? choice.image.src : choice.kind);

let form: HTMLFormElement;
let shown: string[];
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  document.body.innerHTML = '<form class="variations_form"></form>';
  form = document.querySelector('form')!;
  shown = [];
  stop = followVariation(form, (choice) => shown.push(shownSrc(choice)));
});

/** The next frame, then the two task turns after it (dom-bridge/after-paint.ts). */
function paintFrame(): void {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
  vi.runOnlyPendingTimers();
}

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("the gallery follows the variation form after the form's own change is painted (issue 10)", () => {
  it("leaves the choice's task to the form and shows the variation after the next frame", () => {
    emitOn(form, 'found_variation', [variation(1)]);
    expect(shown).toEqual([]);
    paintFrame();
    expect(shown).toEqual(['/v1.svg']);
  });

  it('follows every event of one task in order (a reset, then the next variation)', () => {
    emitOn(form, 'found_variation', [variation(1)]);
    emitOn(form, 'reset_image');
    emitOn(form, 'reset_data');
    emitOn(form, 'found_variation', [variation(2)]);
    paintFrame();
    expect(shown).toEqual(['/v1.svg', 'default', 'default', '/v2.svg']);
  });

  it("shows another script's wc_variations_image_update at once, after what the form asked for before it", () => {
    emitOn(form, 'found_variation', [variation(1)]);
    form.dispatchEvent(new CustomEvent(JQUERY_API.galleryVariationEvent, { detail: { args: [variation(3)] } }));
    expect(shown).toEqual(['/v1.svg', '/v3.svg']);
    paintFrame();
    expect(shown).toEqual(['/v1.svg', '/v3.svg']);
  });

  it('drops a follow-up still waiting when the gallery unmounts', () => {
    emitOn(form, 'found_variation', [variation(1)]);
    stop();
    paintFrame();
    expect(shown).toEqual([]);
  });
});
