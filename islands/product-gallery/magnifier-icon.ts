/**
 * The zoom button's magnifier, drawn inline: an emoji (🔍) shows as a missing-glyph box
 * on systems without an emoji font. Decorative; the button carries the accessible name.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element as SVGElement;
}

export function createMagnifierIcon(): SVGElement {
  const icon = svgElement('svg', {
    class: 'shop-islands-gallery-trigger-icon',
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2.25',
    'stroke-linecap': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  });
  icon.append(svgElement('circle', { cx: '10.5', cy: '10.5', r: '6.5' }), svgElement('path', { d: 'M15.5 15.5 21 21' }));
  return icon;
}
