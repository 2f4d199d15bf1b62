/**
 * ProductX's product search block (§2 "Product search block", §5 "Search", §7 REST
 * `/wopb/product-search`): typing, choosing a category, the search icon or the clear button search
 * with at least 3 characters or a chosen category, otherwise the results are hidden and cleared. A
 * newer search aborts the older one and an older answer never replaces a newer one. The result panel
 * has 'More results' / 'Less results' toggles; a click outside hides it, a click in the field shows it
 * again. A form with a redirect sends the shopper to `{redirect}?s={search}&product_cat={category}`.
 * §8: a failure only clears the spinner (the field stays usable); a stale nonce is renewed once.
 */
import { readString } from '../../dom-bridge/attrs.ts';
import { DISCOVERY_ATTRS } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import {
  BLOCK_MIN_CHARS,
  SEARCH_BLOCK_ATTRS as A,
  SEARCH_BLOCK_CLASSES as C,
  SEARCH_BLOCK_SELECTORS as S,
} from '../../dom-bridge/search-constants.ts';
import { productSearch } from '../../protocol/search.ts';
import { withFreshNonce } from '../../src/discovery/block-call.ts';
import type { Unmount } from '../../src/island.ts';
import { latestSearch } from '../../src/search/latest-search.ts';
import { wireCategoryList } from './category-list.ts';

interface Query {
  search: string;
  category: string;
}

/** §2 routes: the redirect target of a search-block form. */
export function redirectUrl(redirect: string, query: Query): string {
  const joiner = redirect.includes('?') ? '&' : '?';
  return `${redirect}${joiner}s=${encodeURIComponent(query.search)}&product_cat=${encodeURIComponent(query.category)}`;
}

const show = (element: Element | null, visible: boolean): void => {
  element?.classList.toggle(C.hidden, !visible);
};

/** 'More results' and 'Less results' are links without an address: make them buttons. */
function buttonsIn(result: HTMLElement): void {
  for (const control of result.querySelectorAll<HTMLElement>(`${S.loadMore},${S.less}`)) {
    control.setAttribute('role', 'button');
    control.setAttribute('tabindex', '0');
  }
}

function toggleExtended(result: HTMLElement, more: boolean): void {
  for (const item of result.querySelectorAll(S.extended)) show(item, more);
  show(result.querySelector(S.loadMore), !more);
  show(result.querySelector(S.less), more);
  result.querySelector<HTMLElement>(more ? S.less : S.loadMore)?.focus();
}

function createSearch(block: HTMLElement, result: HTMLElement) {
  const loader = block.querySelector(S.loader);
  const clear = block.querySelector(S.clear);
  return latestSearch<Query, string>({
    run: (query, signal) =>
      withFreshNonce(() =>
        productSearch(
          {
            ...query,
            blockId: readString(block, DISCOVERY_ATTRS.blockId) ?? '',
            blockName: readString(block, DISCOVERY_ATTRS.blockName) ?? '',
            postId: readString(block, DISCOVERY_ATTRS.postId) ?? '',
            widgetBlockId: block.closest('.widget_block[id]')?.id.split('-').pop() ?? '',
          },
          { signal },
        ),
      ),
    apply: (html) => {
      const parsed = document.createElement('template');
      parsed.innerHTML = html;
      result.replaceChildren(parsed.content);
      buttonsIn(result);
      show(result, true);
      show(clear, true);
    },
    fail: () => show(clear, true),
    busy: (on) => loader?.classList.toggle(C.spinning, on),
  });
}

export async function mount(block: HTMLElement): Promise<Unmount> {
  const input = block.querySelector<HTMLInputElement>(S.input);
  const result = block.querySelector<HTMLElement>(S.result);
  const form = block.querySelector<HTMLFormElement>(S.form);
  if (!input || !result) throw new Error('search block without its input or result panel');
  const search = createSearch(block, result);
  const clear = block.querySelector<HTMLElement>(S.clear);
  // The dropdown's choice searches at once (run is defined below; it is only called later).
  const categories = wireCategoryList(block, () => run());
  const query = (): Query => ({ search: input.value, category: categories?.value() ?? '' });
  const run = (): void => {
    const { search: text, category } = query();
    show(clear, false);
    // Only one block's results are open at a time, as in the add-on.
    for (const other of document.querySelectorAll(S.result)) if (other !== result) show(other, false);
    if (text.length >= BLOCK_MIN_CHARS || category !== '') {
      search.schedule(query());
      return;
    }
    search.cancel();
    show(result, false);
    result.replaceChildren();
  };
  const submit = (): void => {
    const redirect = form?.getAttribute(A.redirect);
    if (redirect) window.location.assign(redirectUrl(redirect, query()));
    else run();
  };
  const undos = [
    categories?.undo ?? (() => {}),
    listen(input, 'input', run),
    listen(input, 'click', () => {
      if (input.value !== '' && result.childElementCount > 0) show(result, true);
    }),
    listen(block, 'submit', (event) => {
      event.preventDefault();
      submit();
    }),
    listen(block, 'click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(S.icon)) {
        event.preventDefault();
        submit();
      } else if (target?.closest(S.clear)) {
        input.value = '';
        run();
        input.focus();
      } else if (target?.closest(S.loadMore)) toggleExtended(result, true);
      else if (target?.closest(S.less)) toggleExtended(result, false);
    }),
    listen(block, 'keydown', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if ((event.key === 'Enter' || event.key === ' ') && target?.closest(`${S.icon},${S.clear},${S.loadMore},${S.less}`)) {
        event.preventDefault();
        (target as HTMLElement).click();
      } else if (event.key === 'Escape') {
        show(result, false);
        categories?.close();
      }
    }),
    listen(document, 'click', (event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && block.contains(target)) return;
      show(result, false);
      categories?.close();
    }),
  ];
  // Typed before this chunk was live (a keyboard user is woken by the first focus): search it now.
  if (input.value !== '') run();
  for (const control of [block.querySelector<HTMLElement>(S.icon), clear]) {
    control?.setAttribute('role', 'button');
    control?.setAttribute('tabindex', '0');
  }
  return undoAll([...undos, () => search.cancel()]);
}
