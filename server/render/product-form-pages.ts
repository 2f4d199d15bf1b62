/**
 * The committed fixture pages for the product form (issue 3), appended to the fixture set
 * by pages.ts: the big variable pack, the server-matched form, name-your-price and the
 * bought-together add-on's nested form.
 */
import { permalink, productBySlug, type Catalogue, type Product } from '../catalogue.ts';
import { productPage, type FixturePage } from './pages.ts';

const PAGES: Array<[slug: string, note: string]> = [
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
    'The bought-together add-on prints its own variation form inside the product\'s: each form has its own selects; Capture One × Commercial is out of stock.',
  ],
];

function requireProduct(catalogue: Catalogue, slug: string): Product {
  const product = productBySlug(catalogue, slug);
  if (!product) throw new Error(`fixture product ${slug} is not in the catalogue`);
  return product;
}

export function productFormFixturePages(catalogue: Catalogue): FixturePage[] {
  return PAGES.map(([slug, note]) => {
    const product = requireProduct(catalogue, slug);
    return { file: `product-${slug}.html`, route: permalink(product), note, spec: productPage(catalogue, product) };
  });
}
