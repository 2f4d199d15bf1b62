/**
 * The zoom button's magnifier, drawn inline: an emoji (🔍) shows as a missing-glyph box
 * on systems without an emoji font. Decorative; the button carries the accessible name.
 */
import type { ReactNode } from 'react';

export function MagnifierIcon(): ReactNode {
  return (
    <svg
      className="shop-islands-gallery-trigger-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}
