/**
 * The builder's image carousel (issue 16 "The builder's own widgets"): its `data-settings` (slides to
 * show / scroll per breakpoint, arrows / dots / both, autoplay and its speed, pause on hover, infinite
 * loop, effect, transition speed) as Swiper options, the way the builder's own handler reads them.
 * Pure: the breakpoints come from the page's builder config (`responsive.breakpoints`).
 */
import { CAROUSEL_TIMING } from '../../dom-bridge/carousel-constants.ts';
import { isRecord, type Json } from '../../dom-bridge/globals.ts';

export interface ImageCarouselSettings {
  slidesPerView: number;
  slidesPerGroup: number;
  /** Minimum width → sizes from there up (the builder's 'max' breakpoints turned around). */
  breakpoints: Record<number, { slidesPerView: number; slidesPerGroup: number }>;
  loop: boolean;
  speed: number;
  /** The autoplay delay in ms; 0 = no autoplay. */
  autoplay: number;
  /** The builder's "pause on interaction": autoplay stops for good once the shopper moves the carousel. */
  stopOnInteraction: boolean;
  pauseOnHover: boolean;
  effect: 'slide' | 'fade';
  arrows: boolean;
  dots: boolean;
  spaceBetween: number;
}

export interface BuilderBreakpoint {
  name: string;
  /** The widest viewport of the device mode. */
  value: number;
}

/** §9: mobile up to 767 px and tablet up to 1024 px, when the page prints no builder config. */
const SPEC_ACTIVE: BuilderBreakpoint[] = [
  { name: 'mobile', value: 767 },
  { name: 'tablet', value: 1024 },
];

/** The enabled 'max' breakpoints of the builder's config, narrowest first (widescreen, a 'min' one, is left out). */
export function activeBreakpoints(responsive: unknown): BuilderBreakpoint[] {
  const map = isRecord(responsive) && isRecord(responsive.breakpoints) ? responsive.breakpoints : null;
  if (!map) return SPEC_ACTIVE;
  const active: BuilderBreakpoint[] = [];
  for (const [name, entry] of Object.entries(map)) {
    if (isRecord(entry) && entry.is_enabled === true && entry.direction !== 'min' && typeof entry.value === 'number')
      active.push({ name, value: entry.value });
  }
  return active.sort((a, b) => a.value - b.value);
}

const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(typeof value === 'string' ? value : '');
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Per breakpoint, widest first, as the builder does: mobile defaults to 1, tablet to 2 (1 for a single-slide carousel), others to the wider one. */
function breakpointSizes(settings: Json, desktop: number, active: BuilderBreakpoint[]): ImageCarouselSettings['breakpoints'] {
  const defaults: Record<string, number> = { mobile: 1, tablet: desktop === 1 ? 1 : 2 };
  const sizes = new Map<string, { slidesPerView: number; slidesPerGroup: number }>();
  let wider = desktop;
  for (const { name } of [...active].reverse()) {
    const slidesPerView = num(settings[`slides_to_show_${name}`]) || defaults[name] || wider;
    sizes.set(name, { slidesPerView, slidesPerGroup: num(settings[`slides_to_scroll_${name}`]) || 1 });
    wider = slidesPerView;
  }
  // A 'max' breakpoint's sizes apply from one pixel above the narrower one; the narrowest is Swiper's base.
  const out: ImageCarouselSettings['breakpoints'] = {};
  active.forEach((point, i) => {
    const next = active[i + 1];
    const size = next ? sizes.get(next.name) : undefined;
    if (size) out[point.value + 1] = size;
  });
  const widest = active[active.length - 1];
  if (widest) out[widest.value + 1] = { slidesPerView: desktop, slidesPerGroup: desktop === 1 ? 1 : num(settings.slides_to_scroll) || 1 };
  const narrowest = active[0] ? sizes.get(active[0].name) : undefined;
  if (narrowest) out[0] = narrowest;
  return out;
}

/** The widget's settings; absent values get the builder's defaults (3 slides) and the slider defaults of §9. */
export function readImageCarouselSettings(settings: Json, active: BuilderBreakpoint[] = SPEC_ACTIVE): ImageCarouselSettings {
  const desktop = num(settings.slides_to_show) || 3;
  const breakpoints = breakpointSizes(settings, desktop, active);
  const base = breakpoints[0] ?? { slidesPerView: desktop, slidesPerGroup: 1 };
  delete breakpoints[0];
  const navigation = typeof settings.navigation === 'string' ? settings.navigation : 'both';
  const spacing = isRecord(settings.image_spacing_custom) ? num(settings.image_spacing_custom.size) : 0;
  return {
    slidesPerView: base.slidesPerView,
    slidesPerGroup: base.slidesPerGroup,
    breakpoints,
    loop: settings.infinite === 'yes',
    speed: num(settings.speed) || CAROUSEL_TIMING.sliderSpeedMs,
    autoplay: settings.autoplay === 'yes' ? num(settings.autoplay_speed) || CAROUSEL_TIMING.sliderAutoplayMs : 0,
    stopOnInteraction: settings.pause_on_interaction === 'yes',
    pauseOnHover: settings.pause_on_hover === 'yes',
    // The builder fades only a carousel that shows one slide at a time.
    effect: desktop === 1 && settings.effect === 'fade' ? 'fade' : 'slide',
    arrows: navigation === 'arrows' || navigation === 'both',
    dots: navigation === 'dots' || navigation === 'both',
    spaceBetween: spacing,
  };
}
