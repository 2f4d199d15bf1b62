/**
 * The builder's device mode for a viewport width (§9 "Page builder and content": mobile up to 767 px,
 * tablet up to 1024 px; the other breakpoints are defined but disabled and so ignored).
 */

export interface Breakpoint {
  name: string;
  value: number;
  /** 'max': the mode covers widths up to `value`; 'min' (widescreen): from `value` up. */
  direction: 'max' | 'min';
  enabled: boolean;
}

/** The smallest enabled 'max' breakpoint that holds `width`, else an enabled 'min' one it reaches, else 'desktop'. */
export function deviceMode(width: number, breakpoints: readonly Breakpoint[]): string {
  const enabled = breakpoints.filter((b) => b.enabled);
  const below = enabled.filter((b) => b.direction === 'max' && width <= b.value).sort((a, b) => a.value - b.value);
  if (below[0]) return below[0].name;
  const above = enabled.filter((b) => b.direction === 'min' && width >= b.value).sort((a, b) => b.value - a.value);
  return above[0]?.name ?? 'desktop';
}
