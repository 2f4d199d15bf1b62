/**
 * The filter block's frame (§2 "Filter block"): its title opens and closes it (sidebar or modal),
 * each section collapses, and a long term list shows more (§7 wopb_show_more_filter_item, page by
 * page up to the total pages) and less again.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { FILTER_SELECTORS as F } from '../../dom-bridge/discovery-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { showMoreTerms } from '../../protocol/wopb-listing.ts';
import { intAttr } from '../../src/discovery/block-context.ts';
import { parseHtml, reportFailure, showRetry, withFreshNonce } from '../../src/discovery/block-call.ts';

let parts = 0;

/** A header that shows and hides `body`. */
function toggle(control: HTMLElement, body: HTMLElement, open: boolean): () => void {
  body.id ||= `wopb-filter-part-${++parts}`;
  control.setAttribute('aria-controls', body.id);
  const set = (value: boolean): void => {
    control.setAttribute('aria-expanded', String(value));
    body.hidden = !value;
  };
  set(open);
  return undoAll([asButton(control), listen(control, 'click', () => set(control.getAttribute('aria-expanded') !== 'true'))]);
}

const MORE = 'data-shop-islands-more';

function showMore(section: Element): (() => void) | null {
  const more = section.querySelector<HTMLElement>(F.showMore);
  const less = section.querySelector<HTMLElement>(F.showLess);
  const list = section.querySelector(F.checkList);
  const slug = section.querySelector(F.slug);
  if (!more || !list || !slug) return null;
  let busy = false;
  const press = async (): Promise<void> => {
    const next = intAttr(more, 'data-current-page', 1) + 1;
    if (busy || next > intAttr(more, 'data-pages', 1)) return;
    busy = true;
    try {
      const html = await withFreshNonce(() =>
        showMoreTerms({
          query: slug.getAttribute('data-query') ?? '',
          attributes: slug.getAttribute('data-attributes') ?? '',
          taxonomy: slug.getAttribute('data-taxonomy') ?? '',
          current_page: next,
        }),
      );
      showRetry(more, null);
      const items = parseHtml(html);
      for (const item of items.children) item.setAttribute(MORE, '');
      list.append(items);
      more.setAttribute('data-current-page', String(next));
      more.hidden = next >= intAttr(more, 'data-pages', 1);
      if (less) less.hidden = false;
    } catch (error) {
      reportFailure(more, error);
    } finally {
      busy = false;
    }
  };
  const collapse = (): void => {
    for (const item of list.querySelectorAll(`[${MORE}]`)) item.remove();
    more.setAttribute('data-current-page', '1');
    more.hidden = false;
    if (less) less.hidden = true;
  };
  return undoAll([
    asButton(more),
    listen(more, 'click', () => void press()),
    ...(less ? [asButton(less), listen(less, 'click', collapse)] : []),
  ]);
}

export function startSections(root: HTMLElement): () => void {
  const undos: Array<() => void> = [];
  const title = root.querySelector<HTMLElement>(F.title);
  const form = root.querySelector<HTMLElement>('form');
  if (title && form) undos.push(toggle(title, form, root.classList.contains('wopb-filter-toggle-initial-open')));
  for (const section of root.querySelectorAll(F.section)) {
    const header = section.querySelector<HTMLElement>(F.header);
    const body = section.querySelector<HTMLElement>(F.body);
    if (header && body) undos.push(toggle(header, body, true));
    const more = showMore(section);
    if (more) undos.push(more);
  }
  return undoAll(undos);
}
