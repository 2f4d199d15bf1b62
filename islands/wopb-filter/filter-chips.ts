/** The filter's chips (§4 "Filter"): one per active value, each with its own remove button; the area hidden when empty. */
import { FILTER_SELECTORS as F } from '../../dom-bridge/discovery-constants.ts';
import type { Chip } from '../../src/discovery/filter-state.ts';

export function drawChips(root: Element, chips: Chip[], onRemove: (chip: Chip) => void): void {
  const area = root.querySelector(F.chips);
  if (!area) return;
  area.replaceChildren(
    ...chips.map((chip) => {
      const item = document.createElement('span');
      item.className = 'wopb-filter-active-item';
      item.append(chip.label);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'wopb-filter-active-item-remove';
      remove.setAttribute('aria-label', `Remove ${chip.label}`);
      remove.textContent = '×';
      remove.addEventListener('click', () => onRemove(chip));
      item.append(' ', remove);
      return item;
    }),
  );
  const section = root.querySelector<HTMLElement>(F.removeSection);
  if (section) section.hidden = chips.length === 0;
}
