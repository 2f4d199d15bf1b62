/** A left click without a modifier key: the click that follows a link in this tab (no new tab, window or download). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
