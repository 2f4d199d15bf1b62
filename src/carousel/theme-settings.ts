/**
 * The theme carousel's settings as its block container carries them (§3 "Carousel block settings"),
 * with the fallbacks of §5 "Carousel settings". Pure: reads a dataset-like record, never throws.
 */
import { CAROUSEL_TIMING, type CarouselDevice } from '../../dom-bridge/carousel-constants.ts';

export type PerView = number | 'auto';

/** The block's data attributes as `element.dataset` names them (`data-items-desktop` → itemsDesktop). */
export type BlockData = Readonly<Record<string, string | undefined>>;

export interface ThemeCarouselSettings {
  items: Record<CarouselDevice, PerView>;
  group: Record<CarouselDevice, number>;
  gutter: Record<CarouselDevice, number>;
  speed: number;
  slideColumns: number;
  initialSlide: number;
  autoHeight: boolean;
  /** False only when the block says so (`data-simulate-touch="0"`). */
  simulateTouch: boolean;
  effect: string;
  /** §5: a fade cross-fades unless fadeEffect is 'custom'. */
  crossFade: boolean;
  loop: boolean;
  loopedSlides: number;
  centered: boolean;
  /** The autoplay delay in ms; 0 = no autoplay. */
  autoplay: number;
  autoplayReverse: boolean;
  freeMode: boolean;
  wrapControls: boolean;
  nav: boolean;
  customNav: string;
  navStyle: string;
  navAlignedBy: string;
  navGridContainer: string;
  pagination: boolean;
  paginationAlignedBy: string;
  paginationType: string;
  paginationDynamicBullets: boolean;
  paginationText: string;
  mousewheel: boolean;
  vertical: boolean;
  slideToClickedSlide: boolean;
  /**
   * The §4 'animated' / Ken Burns states (the slides' layers transition in). On unless the block turns it
   * off: §4 gives every carousel these states, and a block printed without the setting keeps them.
   */
  layerTransition: boolean;
  /** A vertical carousel as tall as its shown slides (the theme's setting only applies with `vertical`). */
  verticalAutoHeight: boolean;
  /** The centered slide's highlight: 'scale' keeps each slide's height in `--placeholder-height` for the theme's CSS. */
  centeredHighlight: string;
}

/** Device keys in fallback order, each with the dataset suffix the theme spells it with. */
const SUFFIX: Record<CarouselDevice, string> = {
  desktop: 'Desktop',
  widescreen: 'WideScreen',
  laptop: 'Laptop',
  tablet_extra: 'TabletExtra',
  tablet: 'Tablet',
  mobile_extra: 'MobileExtra',
  mobile: 'Mobile',
};

/** §5: each device falls back to the next wider one (widescreen and laptop both to desktop). */
const FALLS_BACK_TO: ReadonlyArray<readonly [CarouselDevice, CarouselDevice]> = [
  ['widescreen', 'desktop'],
  ['laptop', 'desktop'],
  ['tablet_extra', 'laptop'],
  ['tablet', 'tablet_extra'],
  ['mobile_extra', 'tablet'],
  ['mobile', 'mobile_extra'],
];

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** What jQuery's `.data()` reads as true: anything but absent, empty, 0 and false. */
export function flag(value: string | undefined): boolean {
  return !blank(value) && value !== '0' && value !== 'false';
}

/** An integer, or `fallback` when absent or not a number. */
export function int(value: string | undefined, fallback: number): number {
  if (blank(value)) return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** §5: items per view; 'auto-fixed' means auto. */
export function perView(value: string | undefined, fallback: PerView): PerView {
  if (blank(value)) return fallback;
  if (value === 'auto' || value === 'auto-fixed') return 'auto';
  const parsed = Number.parseFloat(value);
  return parsed > 0 ? parsed : fallback;
}

/**
 * §5: group size, falling back to `inherited`; 'inherit' means the items per view; capped at the
 * items per view; 1 when the items per view is auto.
 */
export function groupSize(value: string | undefined, inherited: number, items: PerView): number {
  if (items === 'auto') return 1;
  const cap = (n: number): number => Math.max(1, Math.min(Math.floor(n), Math.floor(items)));
  if (blank(value)) return cap(inherited);
  if (value === 'inherit') return cap(items);
  return cap(int(value, inherited));
}

function perDevice<T>(read: (device: CarouselDevice, fallback: T) => T, desktopDefault: T): Record<CarouselDevice, T> {
  const values = { desktop: read('desktop', desktopDefault) } as Record<CarouselDevice, T>;
  for (const [device, wider] of FALLS_BACK_TO) values[device] = read(device, values[wider]);
  return values;
}

function sizes(data: BlockData): Pick<ThemeCarouselSettings, 'items' | 'group' | 'gutter'> {
  // The theme's templates print the desktop count as `data-lg-items` (and its gutter as `data-lg-gutter`).
  const items = perDevice<PerView>(
    (d, fallback) => perView(data[`items${SUFFIX[d]}`] ?? (d === 'desktop' ? data.lgItems : undefined), fallback),
    1,
  );
  const group = perDevice<number>(
    (d, fallback) => groupSize(data[`itemsGroup${SUFFIX[d]}`], fallback, items[d]),
    items.desktop === 'auto' ? 1 : items.desktop,
  );
  const gutter = perDevice<number>(
    (d, fallback) => int(data[`gutter${SUFFIX[d]}`] ?? (d === 'desktop' ? data.lgGutter : undefined), fallback),
    0,
  );
  return { items, group, gutter };
}

const text = (value: string | undefined): string => (blank(value) ? '' : value.trim());

/** Every §3 setting of one block; `product` marks a product carousel (§9: autoplay every 3 s, speed 500). */
export function readThemeSettings(data: BlockData, product = false): ThemeCarouselSettings {
  return {
    ...sizes(data),
    speed: int(data.speed, product ? CAROUSEL_TIMING.productSpeedMs : CAROUSEL_TIMING.speedMs),
    slideColumns: int(data.slideColumns, 0),
    initialSlide: int(data.initialSlide, 0),
    autoHeight: flag(data.autoHeight),
    simulateTouch: blank(data.simulateTouch) || flag(data.simulateTouch),
    effect: text(data.effect),
    crossFade: data.fadeEffect !== 'custom',
    loop: flag(data.loop),
    loopedSlides: int(data.loopedSlides, 0),
    centered: flag(data.centered),
    autoplay: Math.max(0, int(data.autoplay, product ? CAROUSEL_TIMING.productAutoplayMs : 0)),
    autoplayReverse: flag(data.autoplayReverseDirection),
    freeMode: flag(data.freeMode),
    wrapControls: flag(data.wrapControls),
    nav: flag(data.nav),
    customNav: text(data.customNav),
    navStyle: text(data.navStyle),
    navAlignedBy: text(data.navAlignedBy),
    navGridContainer: text(data.navGridContainer),
    pagination: flag(data.pagination),
    paginationAlignedBy: text(data.paginationAlignedBy),
    paginationType: text(data.paginationType) || 'bullets',
    paginationDynamicBullets: flag(data.paginationDynamicBullets),
    paginationText: text(data.paginationText),
    mousewheel: flag(data.mousewheel),
    vertical: flag(data.vertical),
    slideToClickedSlide: flag(data.slideToClickedSlide),
    layerTransition: data.layerTransition === undefined || flag(data.layerTransition),
    verticalAutoHeight: flag(data.vertical) && flag(data.verticalAutoHeight),
    centeredHighlight: text(data.centeredHightlight),
  };
}
