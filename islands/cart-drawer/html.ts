/**
 * Server HTML the drawer shows (panel templates, notices), parsed inert with its scripts
 * dropped (the same rule as fragments) before the component renders it.
 */

/** `html` as inert nodes, without scripts. */
function inertNodes(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const script of Array.from(template.content.querySelectorAll('script'))) script.remove();
  return template.content;
}

/** Server notice HTML without scripts. */
export function safeHtml(html: string): string {
  const holder = document.createElement('template');
  holder.content.append(inertNodes(html));
  return holder.innerHTML;
}

/** What a notice says, as one line for the live region. */
export function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}
