/**
 * Server markup made inert before it joins the page (issue 18: fragments are applied, their scripts never
 * run). Parsing through a <template> runs nothing, but moving the nodes into the document does: an image's
 * `onerror`, an SVG's `onload`, a `<meta http-equiv="refresh">` to a javascript: or data: page, a `<base>`
 * that re-points every link. The platform's own markup uses none of these in the regions it swaps.
 */
const ACTIVE = 'script,meta,base,frame,frameset,object,embed,applet,noscript';
const URL_ATTRIBUTE = /^(href|xlink:href|src|action|formaction|data|poster|background|lowsrc|dynsrc)$/i;
// What a browser still reads as a scheme after dropping controls and whitespace; images stay (placeholders).
const SCRIPT_URL = /^(javascript|vbscript|livescript|data:(?!image\/(png|gif|jpe?g|webp|avif);))/i;

/** What a browser reads of a URL: it drops controls and whitespace before the scheme and tabs/newlines in it. */
function withoutControls(value: string): string {
  return Array.from(value)
    .filter((ch) => ch > ' ')
    .join('');
}

/** Removes what could run from `root`: active elements, event-handler attributes, script URLs, srcdoc. */
export function makeInert(root: DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll(ACTIVE))) element.remove();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const url = URL_ATTRIBUTE.test(name) && SCRIPT_URL.test(withoutControls(value));
      if (url || /^on/i.test(name) || /^srcdoc$/i.test(name)) element.removeAttribute(name);
    }
  }
}
