/**
 * The fuzz corpus: every island the product registers (the entry's list and every claim group's, walked
 * from src/registry.ts, so a new island joins without touching this file) and, for each, its seed — the
 * first element its selector matches on a fixture page, with the page's printed config globals.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withTrackingSnippets } from '../../server/tracking/page-snippets.ts';
import { reservationBar } from '../../server/render/reservation.ts';
import type { RegisteredIsland } from '../../src/island.ts';
import { claimGroups, islands as entryIslands } from '../../src/registry.ts';

const FIXTURES = join(import.meta.dirname, '../../fixtures-html');
/** Our fixture shop first, then the captured Storefront shop (a claim only it shows still gets a seed). */
const PAGE_DIRS = [FIXTURES, join(FIXTURES, 'real-shop')];
const PRINTED_GLOBAL = /^\s*var (\w+) = (\{.*\});\s*$/gm;
/** Above this, the element's parent is too big to copy per case: only the element and its ancestors are kept. */
const MAX_CONTEXT_CHARS = 40_000;
const MARK = 'data-fuzz-seed';

/** Where a mutation lands: an attribute or a JSON script's text in the island's markup, or a printed global's field. */
export type Slot =
  | { kind: 'attr'; path: readonly number[]; name: string }
  | { kind: 'text'; path: readonly number[] }
  | { kind: 'global'; name: string; key: string };

export interface Seed {
  page: string;
  bodyClass: string;
  /** The element's context: its ancestors (attributes only) down to its parent, copied whole when small. */
  html: string;
  /** Child-index path from document.body to the island's element in `html`. */
  target: readonly number[];
  globals: Readonly<Record<string, string>>;
  slots: readonly Slot[];
}

export async function allIslands(): Promise<RegisteredIsland[]> {
  const grouped = await Promise.all(claimGroups.map(async (group) => (await group.load()).islands));
  return [...entryIslands, ...grouped.flat()];
}

interface Page {
  name: string;
  html: string;
  doc: Document;
  globals: Record<string, string>;
}

function page(name: string, html: string): Page {
  const globals: Record<string, string> = {};
  for (const [, global, json] of html.matchAll(PRINTED_GLOBAL)) globals[global!] = json!;
  // Nothing runs or loads: scripts keep their tag (a claim may name one) but lose their code, unless JSON.
  const inert = html
    .replace(/<script\b[^>]*\bsrc=[\s\S]*?<\/script>/gi, '')
    .replace(/(<script\b(?![^>]*json)[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2')
    .replace(/<style\b[\s\S]*?<\/style>|<link\b[^>]*>/gi, '');
  return { name, html, doc: new DOMParser().parseFromString(inert, 'text/html'), globals };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Markup the fixture pages only show after an action or for some visitors, as the reference backend
 * prints it: the mini-cart with items (the captured fragments), the reservation bar (a cart), the
 * tracking settings (a visitor with tracking on).
 */
function serverPages(): Page[] {
  const shop = readFileSync(join(FIXTURES, 'shop.html'), 'utf8');
  const cart = readFileSync(join(FIXTURES, 'cart.html'), 'utf8');
  const captured = JSON.parse(readFileSync(join(FIXTURES, 'captures/woocommerce-9.9-storefront/get_refreshed_fragments.json'), 'utf8')) as {
    fragments: Record<string, string>;
  };
  const tracking = withTrackingSnippets(shop, { origin: 'http://shop.test', identifyNonce: 'abc123', productParams: true });
  return [
    page('fragments (captured)', `<body class="woocommerce">${Object.values(captured.fragments).join('')}</body>`),
    page('cart + reservation bar', cart.replace(/(<body[^>]*>)/, `$1${reservationBar()}`)),
    page('shop + tracking settings', tracking),
  ];
}

/** The pages in order of preference, parsed only when a claim is still without a seed. */
function* pages(): Generator<Page> {
  const named = (file: string): Page => page(relative(FIXTURES, file), readFileSync(file, 'utf8'));
  for (const file of PAGE_DIRS.flatMap(htmlFiles)) yield named(file);
  yield* serverPages();
  for (const entry of readdirSync(join(FIXTURES, 'captures'), { withFileTypes: true })) {
    if (entry.isDirectory()) for (const file of htmlFiles(join(FIXTURES, 'captures', entry.name))) yield named(file);
  }
}

function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!)
    path.unshift([...node.parentElement!.children].indexOf(node));
  return path;
}

/** The element's parent copied whole (siblings an island reads come along) when small, inside its ancestors' shells. */
function contextOf(element: Element): { html: string; target: number[] } {
  const body = element.ownerDocument.body;
  // A claim on the page itself: the whole body is its markup.
  if (element === body) return { html: body.innerHTML, target: [] };
  // A settings script in the head: shown in the body (the islands look it up by id, document-wide).
  if (!body.contains(element)) return { html: element.outerHTML, target: [0] };
  const parent = element.parentElement!;
  const keepParent = parent !== body && parent.outerHTML.length <= MAX_CONTEXT_CHARS;
  element.setAttribute(MARK, '');
  let inner = (keepParent ? parent : element).cloneNode(true) as Element;
  element.removeAttribute(MARK);
  for (let node = (keepParent ? parent : element).parentElement; node && node !== body; node = node.parentElement) {
    const shell = node.cloneNode(false) as Element;
    shell.append(inner);
    inner = shell;
  }
  const holder = element.ownerDocument.createElement('body');
  holder.append(inner);
  const copy = holder.querySelector(`[${MARK}]`)!;
  copy.removeAttribute(MARK);
  return { html: holder.innerHTML, target: pathFrom(holder, copy) };
}

function slotsOf(element: Element, page: Page, target: readonly number[]): Slot[] {
  const slots: Slot[] = [];
  const walk = (node: Element, path: number[]): void => {
    for (const attr of node.attributes) {
      if (/^(data-|aria-|value$|href$|src$|srcset$|name$|content$|max$|min$|step$)/.test(attr.name))
        slots.push({ kind: 'attr', path, name: attr.name });
    }
    if (node.localName === 'script') slots.push({ kind: 'text', path });
    [...node.children].forEach((child, index) => walk(child, [...path, index]));
  };
  walk(element, [...target]);
  for (const [name, json] of Object.entries(page.globals)) {
    for (const key of Object.keys(JSON.parse(json) as object)) slots.push({ kind: 'global', name, key });
  }
  return slots;
}

/** Each island's seed, or undefined when no page shows its markup (the corpus test then fails). */
export function findSeeds(islands: readonly RegisteredIsland[], wholePage = false): Map<RegisteredIsland, Seed | undefined> {
  const seeds = new Map<RegisteredIsland, Seed | undefined>(islands.map((island) => [island, undefined]));
  for (const page of pages()) {
    for (const island of islands) {
      if (seeds.get(island)) continue;
      const element = page.doc.querySelector(island.selector);
      if (!element) continue;
      // The whole page for an island that reads beyond its element's neighbourhood (a product form, a modal elsewhere).
      const { html, target } = wholePage ? { html: page.doc.body.innerHTML, target: pathFrom(page.doc.body, element) } : contextOf(element);
      seeds.set(island, {
        page: page.name,
        bodyClass: page.doc.body.className,
        html,
        target,
        globals: page.globals,
        slots: slotsOf(element, page, target),
      });
    }
    if ([...seeds.values()].every(Boolean)) break;
  }
  return seeds;
}
