import type { CatalogueSlot } from './catalogue';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Our own artwork for the catalogue (no downloaded logos): a badge with the provider's mark as
 * the logo, and a gradient with a category motif as the card background. Plain SVG text, served
 * under /media/providers/<code>/.
 */
export function logoSvg(slot: CatalogueSlot): string {
  const [light, dark] = slot.colors;
  const size = slot.mark.length > 2 ? 34 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escape(slot.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect x="4" y="4" width="112" height="112" rx="26" fill="url(#g)"/>
<rect x="10" y="10" width="100" height="100" rx="21" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
<text x="60" y="${60 + size * 0.35}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escape(slot.mark)}</text>
</svg>`;
}

const MOTIF: Record<CatalogueSlot['category'], string> = {
  // three reels
  slot: '<g fill="#fff" fill-opacity=".12"><rect x="60" y="50" width="70" height="100" rx="10"/><rect x="145" y="50" width="70" height="100" rx="10"/><rect x="230" y="50" width="70" height="100" rx="10"/></g>',
  // a ball and pitch lines
  sport:
    '<g fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="6"><circle cx="180" cy="100" r="55"/><path d="M20 100h320M180 20v160"/></g>',
  // lottery balls
  lotto:
    '<g fill="#fff" fill-opacity=".13"><circle cx="90" cy="100" r="34"/><circle cx="180" cy="80" r="40"/><circle cx="270" cy="110" r="30"/></g>',
};

export function backgroundSvg(slot: CatalogueSlot): string {
  const [light, dark] = slot.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="360" height="200" fill="url(#b)"/>
${MOTIF[slot.category]}
<text x="340" y="185" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="22" fill="#fff" fill-opacity=".5">${escape(slot.name)}</text>
</svg>`;
}
