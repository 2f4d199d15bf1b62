/**
 * The size-chart modal (§2): the opener opens it; the close button, Esc and a
 * click outside the chart close it; focus stays inside while it is open and
 * goes back to the opener after.
 *
 * A native `<dialog>` opened with showModal(): the browser makes the rest of the
 * page inert (focus and screen readers stay in the dialog), closes it on Esc and
 * draws it in the top layer above any theme z-index — correct by construction and
 * 0 KB, where FloatingFocusManager would add @floating-ui/react to this chunk for
 * the same trap. The chart's server markup is moved into the dialog, not copied.
 * A plain controller: the dialog is the only element it adds.
 */
import { asButton } from '../../dom-bridge/as-button.ts';
import { SIZE_CHART_OPENER } from '../../dom-bridge/product-constants.ts';
import { listen, undoAll } from '../../dom-bridge/listen.ts';
import { WOPB } from '../../dom-bridge/media-constants.ts';
import type { Unmount } from '../../src/island.ts';

const DEFAULT_TITLE = 'Size chart';

interface SizeChartProps {
  opener: HTMLElement;
  modal: HTMLElement;
}

/** The chart's title without its close control's text (ProductX puts the close icon inside the title). */
export function titleText(title: Element | null, close: Element | null): string {
  if (!title) return '';
  let text = '';
  for (const node of title.childNodes)
    if (node !== close && !(node instanceof Element && close && node.contains(close))) text += node.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

let dialogCount = 0;

/** The dialog the chart moves into, right after the opener's wrapper. Padding 0: a click on the dialog itself is outside the chart. */
function createDialog(wrapper: HTMLElement): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialogCount += 1;
  dialog.id = `shop-islands-size-chart-${dialogCount}`;
  dialog.className = 'wopb-size-chart-dialog';
  dialog.style.padding = '0';
  wrapper.after(dialog);
  return dialog;
}

/** Opens and closes the chart in `dialog`; returns the undo, which gives the chart back to the server markup. */
function startSizeChart({ opener, modal }: SizeChartProps, dialog: HTMLDialogElement): Unmount {
  // ProductX's box inside its overlay; the dialog and its backdrop replace the overlay.
  const content = modal.querySelector<HTMLElement>(WOPB.sizeChartContent) ?? modal;
  const home = { parent: content.parentNode, next: content.nextSibling };
  const close = content.querySelector<HTMLElement>(WOPB.sizeChartClose);
  dialog.setAttribute(
    'aria-label',
    titleText(content.querySelector(WOPB.sizeChartTitle), close) || opener.textContent?.trim() || DEFAULT_TITLE,
  );
  dialog.append(content);
  const undoOpener = asButton(opener);
  const undoClose = close ? asButton(close, 'Close') : () => {};
  opener.setAttribute('aria-haspopup', 'dialog');
  opener.setAttribute('aria-controls', dialog.id);

  const onOpen = (event: Event): void => {
    event.preventDefault();
    // ProductX's own script (delegated on the document) must not open its modal as well.
    event.stopPropagation();
    if (!dialog.open) dialog.showModal();
  };
  // A click on the dialog element itself is a click on its backdrop: the chart fills the dialog.
  const onDialogClick = (event: MouseEvent): void => {
    if (event.target === dialog) dialog.close();
  };
  // Browsers give focus back on close; this covers a focus that was elsewhere when it opened.
  const onClosed = (): void => {
    if (opener.isConnected) opener.focus();
  };
  const stopListening = undoAll([
    listen(opener, 'click', onOpen),
    ...(close ? [listen(close, 'click', () => dialog.close())] : []),
    listen(dialog, 'click', onDialogClick),
    listen(dialog, 'close', onClosed),
  ]);
  return () => {
    stopListening();
    if (dialog.open) dialog.close();
    opener.removeAttribute('aria-haspopup');
    opener.removeAttribute('aria-controls');
    undoOpener();
    undoClose();
    home.parent?.insertBefore(content, home.next);
    dialog.remove();
  };
}

/** Mounts the island on a claimed size-chart button wrapper; its modal must follow it. */
export async function mount(wrapper: HTMLElement): Promise<Unmount> {
  const opener = wrapper.querySelector<HTMLElement>(SIZE_CHART_OPENER);
  const modal = wrapper.nextElementSibling;
  if (!opener || !(modal instanceof HTMLElement) || !modal.matches(WOPB.sizeChartModal)) {
    throw new Error(`no ${SIZE_CHART_OPENER}, or no ${WOPB.sizeChartModal} right after it; the chart stays as printed.`);
  }
  return startSizeChart({ opener, modal }, createDialog(wrapper));
}
