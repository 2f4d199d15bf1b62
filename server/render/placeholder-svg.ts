/**
 * Product images: small SVG placeholders (a diagonal gradient and the
 * product's initials), derived from the slug so every build draws the same file.
 */
import { createHash } from 'node:crypto';
import { escHtml } from '../formatting/escape.ts';

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** "Cinematic Teal & Orange Pack" → "CT". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The SVG for an image key (slug, or slug-format for a variation) and the label drawn on it. */
export function placeholderSvg(key: string, label: string): string {
  const hue = parseInt(createHash('md5').update(key).digest('hex').slice(0, 4), 16) % 360;
  // Dark stops keep the white initials readable (contrast well above 4.5:1).
  const from = hslToHex(hue, 0.55, 0.38);
  const to = hslToHex((hue + 50) % 360, 0.6, 0.22);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="324" height="324" viewBox="0 0 324 324">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="324" height="324" fill="url(#g)"/>` +
    `<text x="162" y="192" font-family="Georgia,serif" font-size="96" fill="#fff" text-anchor="middle">${escHtml(label)}</text></svg>\n`
  );
}
