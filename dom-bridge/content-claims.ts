/**
 * What the content group's lightbox, action-link, collapsible, toggle and video claims claim by
 * (src/claims/content.ts). Apart from the islands' names (content-constants.ts) because the group
 * chunk loads with every builder page: it carries only these.
 */
export const CONTENT_CLAIMS = {
  /**
   * The page: the builder's lightbox takes image links anywhere in it, inside its documents or not (its
   * front end listens on the document); one claim per page, so one listener.
   */
  page: 'body',
  /** A link the lightbox may take: opted in, or ending like an image file (the island checks the rest). */
  imageLink:
    'a[data-elementor-open-lightbox],a[href*=".png" i],a[href*=".jpg" i],a[href*=".jpeg" i],a[href*=".gif" i],a[href*=".svg" i],a[href*=".webp" i],a[href*=".avif" i]',
  /** Action links in either form: WordPress prints the literal one URL-encoded. */
  actionLink: 'a[href*="-action:action="],a[href*="-action%3Aaction%3D" i]',
  /** A column or container with the theme's collapsible settings. */
  collapsible: '.elementor-element[data-settings*="tm_collapsible"]',
  toggle: '.elementor-toggle,.elementor-accordion',
  tabTitle: '.elementor-tab-title',
  video: '.elementor-widget-video[data-settings]',
  videoPlay: '.elementor-custom-embed-play',
} as const;
