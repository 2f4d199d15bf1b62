/**
 * The committed fixture pages for the product form (issue 3), appended to the fixture set
 * by pages.ts: the big variable pack, the server-matched form, name-your-price and the
 * bought-together add-on's nested form. Only the data lives here (pages.ts builds the
 * pages), so the two modules do not import each other.
 */

/** Each product-form fixture page: the product's slug and its QA-index note. */
export const PRODUCT_FORM_FIXTURES: ReadonlyArray<readonly [slug: string, note: string]> = [
  [
    'master-grading-suite',
    'Format × licence × edition, 44 variations: options narrow as you choose (missing ones removed, out-of-stock ones marked); ' +
      'Lightroom · Personal · Archive is shown but unavailable, Lightroom · Commercial · Studio takes 2–5, Capture One · Personal · Complete is sold individually (quantity hidden). ' +
      'Quantity buttons, Add to cart without a page load, Buy now (goes to checkout after 2 s), the sticky bar after scrolling.',
  ],
  [
    'street-documentary-collection',
    'data-product_variations="false": each complete choice is looked up on the server (get_variation); Photoshop × Commercial matches nothing.',
  ],
  [
    'pay-what-you-want-starter-pack',
    'Name your price: checked 1 s after typing (minimum 1, maximum $100), each warning shows 4 s; 0 disables Add to cart, a suggested price enables it.',
  ],
  [
    'cinematic-teal-orange-pack',
    "The bought-together add-on prints its own variation form inside the product's: each form has its own selects; Capture One × Commercial is out of stock.",
  ],
];
