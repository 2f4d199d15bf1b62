/**
 * Which carousel device applies from which viewport width (§9 "Carousels": the theme's breakpoints,
 * replaced by the page builder's configured ones when the page prints them), and the per-width
 * Swiper settings they give. Pure.
 */
import { THEME_BREAKPOINTS, type CarouselDevice } from '../../dom-bridge/carousel-constants.ts';
import { isRecord, type Json } from '../../dom-bridge/globals.ts';
import type { PerView, ThemeCarouselSettings } from './theme-settings.ts';

/** Minimum width → the device whose settings apply from there up; below the first, mobile's. */
export type BreakpointMap = ReadonlyArray<readonly [number, CarouselDevice]>;

const DEVICES: readonly string[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'widescreen'];
const isDevice = (name: string): name is CarouselDevice => DEVICES.includes(name);

/**
 * The builder's `responsive.breakpoints` (each a maximum width, widescreen a minimum) as minimum widths:
 * an enabled breakpoint applies from one pixel above the previous enabled one; mobile is the base; desktop
 * starts above the last 'max' one, or where widescreen's range ends. Null when the config has none.
 */
export function builderBreakpoints(responsive: unknown): BreakpointMap | null {
  const map = isRecord(responsive) && isRecord(responsive.breakpoints) ? responsive.breakpoints : null;
  if (!map) return null;
  const points: Array<[number, CarouselDevice]> = [];
  let previous = 0;
  let widescreen: number | null = null;
  for (const [name, entry] of Object.entries(map)) {
    if (!isRecord(entry) || entry.is_enabled !== true || typeof entry.value !== 'number' || !isDevice(name)) continue;
    if (name === 'widescreen') {
      widescreen = entry.value;
      continue;
    }
    if (name !== 'mobile') points.push([previous + 1, name]);
    previous = entry.value;
  }
  points.push([previous + 1, 'desktop']);
  if (widescreen !== null) points.push([widescreen, 'widescreen']);
  return points;
}

/** The builder's breakpoints when its page config is there (`{builder}FrontendConfig`), else the theme's. */
export function carouselBreakpoints(builderConfig: Json): BreakpointMap {
  return builderBreakpoints(builderConfig.responsive) ?? THEME_BREAKPOINTS;
}

export interface SizeAt {
  slidesPerView: PerView;
  slidesPerGroup: number;
  spaceBetween: number;
}

/** The sizes of one device. */
export function sizeAt(settings: Pick<ThemeCarouselSettings, 'items' | 'group' | 'gutter'>, device: CarouselDevice): SizeAt {
  return { slidesPerView: settings.items[device], slidesPerGroup: settings.group[device], spaceBetween: settings.gutter[device] };
}

/** Swiper's `breakpoints` option: each minimum width with its device's sizes (the base is mobile's). */
export function swiperBreakpoints(
  settings: Pick<ThemeCarouselSettings, 'items' | 'group' | 'gutter'>,
  points: BreakpointMap,
): Record<number, SizeAt> {
  const out: Record<number, SizeAt> = {};
  for (const [width, device] of points) out[width] = sizeAt(settings, device);
  return out;
}
