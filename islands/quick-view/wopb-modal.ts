/**
 * ProductX's quick-view frame inside our dialog (issue 25): the `.wopb-modal-wrap` structure its
 * stylesheets lay out (overlay, content, loader, the area beside the content for its arrows), with
 * the layout and animation classes its trigger names and the loader markup the page's own frame
 * carries. A native `<dialog>` opened with showModal() makes the rest of the page inert and closes on
 * Esc. The answer's controls ProductX prints as `div`/`span`/`a` without href become buttons to
 * assistive technology and the keyboard. Pure DOM: the flow is wopb-session.ts.
 */
import { ISLAND_ATTR, ISLAND_STATE_ATTR } from '../../dom-bridge/constants.ts';
import {
  QUICK_VIEW_TEXTS,
  WOPB_GALLERY_OWNER,
  WOPB_QUICK_VIEW as W,
  WOPB_QUICK_VIEW_CLASSES as C,
  WOPB_QUICK_VIEW_TEXTS as T,
} from '../../dom-bridge/quick-view-constants.ts';

export interface WopbModal {
  dialog: HTMLDialogElement;
  wrap: HTMLElement;
  content: HTMLElement;
  loading: HTMLElement;
  /** Where ProductX puts its previous/next arrows and the image popup: beside the content, not in it. */
  after: HTMLElement;
}

function div(className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  return element;
}

/** Class tokens from a data attribute of the server's markup (anything that is no class name is dropped). */
function classTokens(value: string | null): string[] {
  return (value ?? '').split(/\s+/).filter((token) => /^[\w-]+$/.test(token));
}

/** The loader: the page's own (ProductX prints the configured one in its footer frame), else a plain one. */
function loadingBox(loaderName: string): HTMLElement {
  const printed = document.querySelector(W.pageLoading);
  const box = printed ? (printed.cloneNode(true) as HTMLElement) : div(C.loading);
  box.classList.remove(C.active);
  if (!printed) {
    const inner = div(C.loaderBox);
    const loader = document.createElement('span');
    loader.className = `wopb-loader ${C.hidden} ${loaderName}`;
    inner.append(loader);
    box.append(inner);
  }
  for (const loader of box.querySelectorAll(W.loader)) loader.classList.toggle(C.hidden, !loader.classList.contains(loaderName));
  box.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.className = C.screenReader;
  box.append(text);
  return box;
}

/** The dialog with ProductX's frame, classed as `trigger` names (layout, open animation, loader); not yet on the page. */
export function buildWopbModal(trigger: HTMLElement): WopbModal {
  const dialog = document.createElement('dialog');
  dialog.className = C.dialog;
  dialog.setAttribute('aria-label', QUICK_VIEW_TEXTS.dialogLabel);
  const wrap = div(C.wrap);
  wrap.classList.add(
    C.active,
    ...classTokens(trigger.getAttribute(W.wrapperClassAttr)),
    ...classTokens(trigger.getAttribute(W.openAnimationAttr)),
  );
  const loaderName = classTokens(trigger.getAttribute(W.loaderAttr))[0] ?? C.defaultLoader;
  const content = div(C.content);
  const loading = loadingBox(loaderName);
  const after = div(C.after);
  wrap.append(div(C.overlay), content, loading, after);
  dialog.append(wrap);
  return { dialog, wrap, content, loading, after };
}

/** A button in ProductX's close look (its header styles `.wopb-modal-close`), with our own icon. */
export function closeButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = C.close;
  button.setAttribute('aria-label', QUICK_VIEW_TEXTS.close);
  button.innerHTML =
    '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">' +
    '<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>';
  return button;
}

/** A header with only the close button: the frame's content while the answer loads or after it failed. */
export function bareHeader(): HTMLElement {
  const header = div(C.header);
  header.append(closeButton());
  return header;
}

/** Shows or hides the loader; the dialog says it is busy meanwhile, and the status line says why. */
export function setLoading(modal: WopbModal, loading: boolean): void {
  modal.loading.classList.toggle(C.active, loading);
  const text = modal.loading.querySelector(`.${C.screenReader}`);
  if (text) text.textContent = loading ? T.loading : '';
  if (loading) modal.dialog.setAttribute('aria-busy', 'true');
  else modal.dialog.removeAttribute('aria-busy');
}

/** Gives a control printed without button semantics a role, a tab stop and a name (Enter/Space: wopb-session.ts). */
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
 * Puts ProductX's answer in the frame: the arrows and the image popup beside the content (where its
 * stylesheet places them), its controls upgraded, the gallery shown (the platform's gallery script
 * fades it in; here the quick view drives it, so the product page's gallery island leaves it alone).
 * Returns the product's title, the dialog's name.
 */
export function fillWopbModal(modal: WopbModal, answer: DocumentFragment): string {
  upgradeControls(answer);
  const beside = [answer.querySelector(W.navigation), answer.querySelector(W.zoomPopup)].filter((el): el is Element => el !== null);
  answer.querySelector(W.navigation)?.classList.remove(C.hidden);
  for (const gallery of answer.querySelectorAll<HTMLElement>(W.gallery)) {
    gallery.style.opacity = '1';
    // Marked as ours (the runtime claims no element that carries a state): its markup is ProductX's, not the platform's slides.
    gallery.setAttribute(ISLAND_ATTR, WOPB_GALLERY_OWNER);
    gallery.setAttribute(ISLAND_STATE_ATTR, 'live');
  }
  modal.after.replaceChildren(...beside);
  modal.content.replaceChildren(answer);
  return modal.content.querySelector(W.title)?.textContent?.trim() ?? '';
}

/** The failure: a header to close by and §8's message with the way on to the product page. */
export function showWopbFailure(modal: WopbModal, failure: HTMLElement): void {
  const body = div(C.body);
  body.append(failure);
  modal.after.replaceChildren();
  modal.content.replaceChildren(bareHeader(), body);
}

/** The first control of the frame's content to put focus on: its close button. */
export function focusTarget(modal: WopbModal): HTMLElement | null {
  return modal.content.querySelector<HTMLElement>(`button${W.close}`) ?? modal.content.querySelector<HTMLElement>(`.${C.pressable}`);
}
