/**
 * ProductX's quick view's parts (issue 25), for its dialog (WopbQuickViewView.tsx): the layout and
 * animation classes and the loader its trigger names, the loader markup the page's own frame carries,
 * and its answer made ready before it goes on the page — the controls ProductX prints as
 * `div`/`span`/`a` without href made buttons to assistive technology and the keyboard, its arrows and
 * image popup set apart (they go beside the content), its gallery marked as the quick view's.
 */
import { ISLAND_ATTR, ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';
import {
  QUICK_VIEW_TEXTS,
  WOPB_CLOSE_AFTER_CART_DEFAULT,
  WOPB_GALLERY_OWNER,
  WOPB_QUICK_VIEW as W,
  WOPB_QUICK_VIEW_CLASSES as C,
  WOPB_QUICK_VIEW_TEXTS as T,
} from '../../dom-bridge/quick-view-constants.ts';
import { fetchWopbQuickView } from '../../protocol/wopb-quick-view.ts';
import { withFreshNonce } from '../../src/discovery/block-call.ts';
import { parseTemplate } from './modal.ts';
import type { WopbAsk } from './session.ts';

/** ProductX's answer, ready to go on the page: the content's nodes, what goes beside it, its title and its add-to-cart rule. */
export interface WopbAnswer {
  content: Node[];
  beside: Element[];
  label: string;
  closesOnAdd: boolean;
}

/** Class tokens from a data attribute of the server's markup (anything that is no class name is dropped). */
function classTokens(value: string | null): string[] {
  return (value ?? '').split(/\s+/).filter((token) => /^[\w-]+$/.test(token));
}

/** The frame's classes: ProductX's, with the layout and open animation `trigger` names. */
export function wrapClassName(trigger: HTMLElement): string {
  return [
    C.wrap,
    C.active,
    ...classTokens(trigger.getAttribute(W.wrapperClassAttr)),
    ...classTokens(trigger.getAttribute(W.openAnimationAttr)),
  ].join(' ');
}

/** The loader `trigger` names (ProductX's default when none). */
export function loaderNameOf(trigger: HTMLElement): string {
  return classTokens(trigger.getAttribute(W.loaderAttr))[0] ?? C.defaultLoader;
}

/**
 * The page's own loader (ProductX prints the configured one in its footer frame): its box's classes
 * and a copy of its markup with only `loaderName` shown; null when the page has none.
 */
export function printedLoader(loaderName: string): { className: string; nodes: Node[] } | null {
  const printed = document.querySelector(W.pageLoading);
  if (!printed) return null;
  const copy = printed.cloneNode(true) as HTMLElement;
  for (const loader of copy.querySelectorAll(W.loader)) loader.classList.toggle(C.hidden, !loader.classList.contains(loaderName));
  copy.classList.remove(C.active);
  return { className: copy.className, nodes: [...copy.childNodes] };
}

/** Gives a control printed without button semantics a role, a tab stop and a name (Enter/Space: WopbQuickViewView.tsx). */
function pressable(element: Element, label?: string): void {
  element.classList.add(C.pressable);
  element.setAttribute('role', 'button');
  element.setAttribute('tabindex', '0');
  if (label) element.setAttribute('aria-label', label);
}

/** ProductX's close link (an `a` without href) as a real button, its look and icon kept. */
function closeAsButton(link: Element): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-label', QUICK_VIEW_TEXTS.close);
  button.append(...link.childNodes);
  for (const svg of button.querySelectorAll('svg')) svg.setAttribute('aria-hidden', 'true');
  link.replaceWith(button);
}

/** The answer's controls made usable by keyboard and named; the arrows labelled with where they go. */
function upgradeControls(answer: DocumentFragment): void {
  for (const link of answer.querySelectorAll(`a${W.close}:not([href])`)) closeAsButton(link);
  for (const arrow of answer.querySelectorAll(W.navArrow)) {
    const title = arrow.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const where = arrow.classList.contains(W.previousArrow) ? T.previousProduct : T.nextProduct;
    pressable(arrow, title ? `${where}: ${title}` : where);
  }
  for (const minus of answer.querySelectorAll(W.minus)) pressable(minus, T.decrease);
  for (const plus of answer.querySelectorAll(W.plus)) pressable(plus, T.increase);
  for (const buy of answer.querySelectorAll(`a${W.buyNow}:not([href])`)) pressable(buy);
  // The arrows' thumbnails repeat what their names say.
  for (const image of answer.querySelectorAll(`${W.navArrow} img:not([alt])`)) image.setAttribute('alt', '');
  // ProductX's share links are icons only: named by their network (`wopb-share-facebook`).
  for (const link of answer.querySelectorAll(W.shareLink)) {
    const network = /(?:^|\s)wopb-share-(\w+)/.exec(link.className)?.[1];
    if (network && !link.hasAttribute('aria-label') && !link.textContent?.trim()) link.setAttribute('aria-label', T.share(network));
  }
}

/**
 * ProductX's answer made ready: its controls upgraded, the arrows and the image popup set apart (its
 * stylesheet places them beside the content), the gallery shown (the platform's gallery script fades
 * it in; here the quick view drives it, so the product page's gallery island leaves it alone).
 */
export function prepareWopbAnswer(answer: DocumentFragment): WopbAnswer {
  upgradeControls(answer);
  answer.querySelector(W.navigation)?.classList.remove(C.hidden);
  const beside = [answer.querySelector(W.navigation), answer.querySelector(W.zoomPopup)].filter((el): el is Element => el !== null);
  for (const element of beside) element.remove();
  for (const gallery of answer.querySelectorAll<HTMLElement>(W.gallery)) {
    gallery.style.opacity = '1';
    // Marked as ours (the runtime claims no element that carries a state): its markup is ProductX's, not the platform's slides.
    gallery.setAttribute(ISLAND_ATTR, WOPB_GALLERY_OWNER);
    gallery.setAttribute(ISLAND_STATE_ATTR, 'live');
  }
  const closeAfterCart = answer.querySelector(W.body)?.getAttribute(W.closeAfterCartAttr) ?? WOPB_CLOSE_AFTER_CART_DEFAULT;
  return {
    content: [...answer.childNodes],
    beside,
    label: answer.querySelector(W.title)?.textContent?.trim() ?? '',
    closesOnAdd: closeAfterCart === WOPB_CLOSE_AFTER_CART_DEFAULT,
  };
}

/** Asks for ProductX's quick view of `ask` (a stale nonce renewed and the ask sent again, once) and makes it ready. */
export async function askWopbAnswer(ask: WopbAsk, signal: AbortSignal): Promise<WopbAnswer> {
  const markup = await withFreshNonce(() => fetchWopbQuickView({ postid: ask.postid, postList: ask.postList }, { signal }));
  return prepareWopbAnswer(parseTemplate(markup));
}

/** The first control of the frame's `content` to put focus on: its close button. */
export function focusTarget(content: HTMLElement): HTMLElement | null {
  return content.querySelector<HTMLElement>(`button${W.close}`) ?? content.querySelector<HTMLElement>(`.${C.pressable}`);
}
