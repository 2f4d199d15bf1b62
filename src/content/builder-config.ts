/**
 * The builder's page config (`{builder}FrontendConfig`, §3 "Content page and site settings", §9
 * "Page builder and content"): its breakpoints, the kit's lightbox settings and its texts. Never
 * throws: a page without it gets the spec's values.
 */
import { CONFIG_ELEMENT_ID, CONFIG_GLOBAL } from '../../dom-bridge/island-constants.ts';
import { BUILDER_DEFAULT } from '../../dom-bridge/content-constants.ts';
import { globalRecord, isRecord, str, type Json } from '../../dom-bridge/globals.ts';
import { DEFAULT_LABELS, type LightboxLabels, type LightboxOptions } from '../lightbox/types.ts';
import type { Breakpoint } from './device-mode.ts';

export interface BuilderConfig {
  /** The builder's name as it prefixes its action links (`#{builder}-action:`). */
  builder: string;
  breakpoints: Breakpoint[];
  /** `global_image_lightbox`: links to image files open in the lightbox unless they opt out. */
  globalLightbox: boolean;
  lightbox: LightboxOptions;
  /** Where the caption's title and description come from (`lightbox_title_src`, `lightbox_description_src`). */
  titleSource: string;
  descriptionSource: string;
  playVideo: string;
}

/** §9: mobile up to 767 px and tablet up to 1024 px are enabled; the others are defined but disabled. */
export const SPEC_BREAKPOINTS: Breakpoint[] = [
  { name: 'mobile', value: 767, direction: 'max', enabled: true },
  { name: 'mobile_extra', value: 880, direction: 'max', enabled: false },
  { name: 'tablet', value: 1024, direction: 'max', enabled: true },
  { name: 'tablet_extra', value: 1200, direction: 'max', enabled: false },
  { name: 'laptop', value: 1366, direction: 'max', enabled: false },
  { name: 'widescreen', value: 2400, direction: 'min', enabled: false },
];

/** The builder's `responsive.breakpoints` map, each `{ value, direction, is_enabled }`. */
export function readBreakpoints(responsive: unknown): Breakpoint[] {
  const map = isRecord(responsive) && isRecord(responsive.breakpoints) ? responsive.breakpoints : null;
  if (!map) return SPEC_BREAKPOINTS;
  const read: Breakpoint[] = [];
  for (const [name, entry] of Object.entries(map)) {
    if (!isRecord(entry) || typeof entry.value !== 'number') continue;
    read.push({ name, value: entry.value, direction: entry.direction === 'min' ? 'min' : 'max', enabled: entry.is_enabled === true });
  }
  return read.length ? read : SPEC_BREAKPOINTS;
}

function readLabels(i18n: Json): LightboxLabels {
  const labels = { ...DEFAULT_LABELS };
  for (const key of Object.keys(labels) as Array<keyof LightboxLabels>) labels[key] = str(i18n, key, labels[key]);
  return labels;
}

const yes = (kit: Json, key: string): boolean => kit[key] === 'yes';

/**
 * The integrator's `vendors.builder` (README "Configuration"). Read here rather than through readShopConfig():
 * that reader (and vendors.ts) live in the money-path chunk group (16 KB), which a builder page without a cart never needs.
 */
function readBuilderName(): string {
  let integrator: unknown = globalRecord(CONFIG_GLOBAL);
  const element = document.getElementById(CONFIG_ELEMENT_ID);
  try {
    if (element?.textContent) integrator = JSON.parse(element.textContent);
  } catch {
    // readShopConfig() reports unreadable JSON; the default stands here.
  }
  const vendors = isRecord(integrator) && isRecord(integrator.vendors) ? integrator.vendors : {};
  return str(vendors, 'builder', BUILDER_DEFAULT);
}

export function readBuilderConfig(): BuilderConfig {
  const builder = readBuilderName();
  const config = globalRecord(`${builder}FrontendConfig`);
  const kit = isRecord(config.kit) ? config.kit : {};
  const i18n = isRecord(config.i18n) ? config.i18n : {};
  return {
    builder,
    breakpoints: readBreakpoints(config.responsive),
    globalLightbox: yes(kit, 'global_image_lightbox'),
    lightbox: {
      counter: yes(kit, 'lightbox_enable_counter'),
      fullscreen: yes(kit, 'lightbox_enable_fullscreen'),
      zoom: yes(kit, 'lightbox_enable_zoom'),
      // §2 "counter, fullscreen, zoom and share": with the setting on, every image offers zoom, as in the builder.
      alwaysZoomable: yes(kit, 'lightbox_enable_zoom'),
      share: yes(kit, 'lightbox_enable_share'),
      labels: readLabels(i18n),
    },
    titleSource: str(kit, 'lightbox_title_src', 'title'),
    descriptionSource: str(kit, 'lightbox_description_src', 'description'),
    playVideo: str(i18n, 'playVideo', 'Play Video'),
  };
}
