/**
 * The spec's four vendor tokens and their defaults; an integrator overrides them in the page config.
 * Pure data, declared shared: the reference backend prints the same names (eslint.config.js allows it).
 */
export const DEFAULT_VENDORS = {
  theme: 'minimog',
  platform: 'woocommerce',
  builder: 'elementor',
  marketing: 'omnisend',
} as const;
