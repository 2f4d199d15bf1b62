/**
 * The search block's category dropdown (ProductX prints a span and a `ul`, shown with jQuery's
 * toggle): given listbox semantics here, opened by click, Enter, Space or Down, walked with the
 * arrow keys, a choice made with click, Enter or Space, closed with Esc or a click elsewhere.
 */
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { SEARCH_BLOCK_ATTRS as A, SEARCH_BLOCK_SELECTORS as S } from '../../dom-bridge/search-constants.ts';

export interface CategoryList {
  /** The chosen category's slug ('' for all). */
  value(): string;
  close(): void;
  undo: () => void;
}

export function wireCategoryList(block: HTMLElement, onChoose: (slug: string) => void): CategoryList | null {
  const toggle = block.querySelector<HTMLElement>(S.selected);
  const text = block.querySelector<HTMLElement>(S.selectedText);
  const list = block.querySelector<HTMLElement>(S.options);
  if (!toggle || !text || !list) return null;
  const options = (): HTMLElement[] => [...list.querySelectorAll<HTMLElement>('li')];
  const value = (): string => text.getAttribute(A.value) ?? '';
  const isOpen = (): boolean => list.style.display === 'block';
  const setOpen = (open: boolean): void => {
    list.style.display = open ? 'block' : 'none';
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('tabindex', '0');
  toggle.setAttribute('aria-haspopup', 'listbox');
  toggle.setAttribute('aria-label', `Category: ${text.textContent?.trim() ?? ''}`);
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Categories');
  for (const option of options()) {
    option.setAttribute('role', 'option');
    option.setAttribute('tabindex', '-1');
    option.setAttribute('aria-selected', String((option.getAttribute(A.value) ?? '') === value()));
  }
  setOpen(false);

  const choose = (option: HTMLElement): void => {
    const slug = option.getAttribute(A.value) ?? '';
    text.textContent = option.textContent?.trim() ?? '';
    text.setAttribute(A.value, slug);
    toggle.setAttribute('aria-label', `Category: ${text.textContent}`);
    for (const each of options()) each.setAttribute('aria-selected', String(each === option));
    setOpen(false);
    toggle.focus();
    onChoose(slug);
  };
  const openAndFocus = (): void => {
    setOpen(true);
    (options().find((o) => o.getAttribute('aria-selected') === 'true') ?? options()[0])?.focus();
  };
  const onToggleKey = (event: KeyboardEvent): void => {
    if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    openAndFocus();
  };
  const onListKey = (event: KeyboardEvent): void => {
    const all = options();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp')
      all[Math.max(0, Math.min(all.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
    else if ((event.key === 'Enter' || event.key === ' ') && all[at]) choose(all[at]);
    else if (event.key === 'Escape') {
      setOpen(false);
      toggle.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const undo = undoAll([
    listen(toggle, 'click', () => (isOpen() ? setOpen(false) : setOpen(true))),
    listen(toggle, 'keydown', onToggleKey),
    listen(list, 'keydown', onListKey),
    listen(list, 'click', (event) => {
      const option = event.target instanceof Element ? event.target.closest<HTMLElement>('li') : null;
      if (option && list.contains(option)) choose(option);
    }),
  ]);
  return { value, close: () => setOpen(false), undo };
}
