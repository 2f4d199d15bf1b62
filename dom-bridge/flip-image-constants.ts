/**
 * ProductX's flip image (issue 25): only its island reads these, so they travel with its chunk,
 * not with the discovery islands' constants every ProductX page loads.
 */
/** Its classes (ProductX's flip_image stylesheet animates them) and timing. */
export const FLIP_IMAGE = {
  flip: 'wopb-flip-image',
  /** On the flip image's parent (the card's image link): the box the flip image covers. */
  section: 'wopb-flip-image-section',
  /** On the section while the card is hovered or focused: the flip image shows (animated). */
  hover: 'wopb-flip-image-hover',
  /** The card's own image hides once this share of the flip image's animation has run. */
  hideMainAt: 0.4,
} as const;
