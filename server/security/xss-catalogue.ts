/**
 * The XSS switch (issue 18, off by default): with `SHOP_XSS=1` the reference backend serves a catalogue whose
 * shopper-visible strings carry the XSS corpus (tests/security/xss-vectors.txt) — product, category and
 * attribute-term names, short and variation descriptions — and renders every page live from it (the committed
 * fixtures hold the real names). The server escapes them as WordPress does (esc_html, esc_attr, kses'd HTML as
 * text), so every sink downstream — listing, mini-cart and drawer fragments, quick view, wishlist, search, the
 * variation JSON, the Store API's names, the add's failure notices — meets the vectors as the islands receive
 * them; e2e/xss.spec.ts counts executions.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escHtml } from '../formatting/escape.ts';

export const XSS_ENV = 'SHOP_XSS';
const CORPUS_PATH = fileURLToPath(new URL('../../tests/security/xss-vectors.txt', import.meta.url));

/** The corpus, one vector a line (comment lines start with #). */
export function readXssCorpus(path: string = CORPUS_PATH): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The parts of the catalogue (catalogue.ts, which applies the switch: no import back) whose strings a shopper sees. */
interface Named {
  name: string;
}
interface Catalogue {
  categories: Named[];
  attributes: Array<{ terms: Named[] }>;
  products: Array<Named & { short_description: string; variations: Array<{ description: string }> }>;
}

const vectorised = new WeakSet<object>();

/** Whether pages must render live from this catalogue rather than from the committed fixtures. */
export function isXssCatalogue(catalogue: object): boolean {
  return vectorised.has(catalogue);
}

/** The corpus in this many slices: each string carries one (all of it in every name made pages of 5 MB). */
export const XSS_SLICES = 8;

/** Slice `index` (mod XSS_SLICES) of the corpus: every XSS_SLICES-th vector from `index`. */
export function xssSlice(vectors: string[], index: number): string[] {
  return vectors.filter((_, i) => i % XSS_SLICES === index % XSS_SLICES);
}

/** `catalogue` with a slice of the corpus appended to every shopper-visible string (slugs, ids and prices untouched). */
export function withXssVectors<C extends Catalogue>(catalogue: C, vectors: string[] = readXssCorpus()): C {
  const text = (index: number): string => xssSlice(vectors, index).join(' ');
  const name = (value: string, index: number): string => `${value} ${text(index)}`;
  const out: C = {
    ...catalogue,
    categories: catalogue.categories.map((category, i) => ({ ...category, name: name(category.name, i) })),
    attributes: catalogue.attributes.map((attribute) => ({
      ...attribute,
      terms: attribute.terms.map((term, i) => ({ ...term, name: name(term.name, i) })),
    })),
    products: catalogue.products.map((product, i) => ({
      ...product,
      name: name(product.name, i),
      short_description: `${product.short_description}<p>${escHtml(text(i + 1))}</p>`,
      // The variation's description is printed as HTML (kses'd by the platform): the vectors as escaped text.
      variations: product.variations.map((variation, j) => ({
        ...variation,
        description: `${variation.description} ${escHtml(text(i + j + 2))}`,
      })),
    })),
  };
  vectorised.add(out);
  return out;
}
