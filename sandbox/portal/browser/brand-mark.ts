const SVG = 'http://www.w3.org/2000/svg';

/** The brand's mark: a simple card shape, decorative (the brand name is the link's text). */
export function BRAND_MARK(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 32 22');
  svg.setAttribute('width', '32');
  svg.setAttribute('height', '22');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const card = document.createElementNS(SVG, 'rect');
  for (const [name, value] of Object.entries({
    x: '1',
    y: '1',
    width: '30',
    height: '20',
    rx: '3',
    fill: 'currentColor',
  }))
    card.setAttribute(name, value);
  const stripe = document.createElementNS(SVG, 'rect');
  for (const [name, value] of Object.entries({ x: '1', y: '6', width: '30', height: '4', fill: '#ffd23f' }))
    stripe.setAttribute(name, value);
  svg.append(card, stripe);
  return svg;
}
