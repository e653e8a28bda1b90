import type { SlotSymbol } from './slot-machine';

/**
 * The reel symbols as small SVG drawings (no emoji: they must look the same on every phone,
 * whatever fonts it has). Served as /demo-provider/assets/symbols/<name>.svg.
 */
const ART: Record<SlotSymbol, string> = {
  cherry:
    '<path d="M36 64 C40 40 50 26 62 16 M64 68 C62 46 62 30 62 16" fill="none" stroke="#15803d" stroke-width="5" stroke-linecap="round"/><path d="M62 16 C70 8 84 10 88 18 C78 22 68 22 62 16Z" fill="#22c55e"/><circle cx="34" cy="70" r="17" fill="#dc2626"/><circle cx="66" cy="74" r="17" fill="#b91c1c"/><circle cx="28" cy="64" r="5" fill="#fca5a5"/><circle cx="60" cy="68" r="5" fill="#fca5a5"/>',
  lemon:
    '<ellipse cx="50" cy="54" rx="36" ry="27" fill="#facc15" transform="rotate(-18 50 54)"/><ellipse cx="42" cy="46" rx="14" ry="7" fill="#fef08a" transform="rotate(-18 42 46)"/><path d="M82 38 l9 -5 l-3 9Z M18 70 l-9 5 l3 -9Z" fill="#eab308"/>',
  bell: '<path d="M50 14 C30 14 24 34 24 52 C24 64 18 70 14 76 H86 C82 70 76 64 76 52 C76 34 70 14 50 14Z" fill="#f59e0b" stroke="#b45309" stroke-width="3"/><circle cx="50" cy="84" r="8" fill="#b45309"/><path d="M36 30 C32 38 31 46 31 54" stroke="#fde68a" stroke-width="5" fill="none" stroke-linecap="round"/>',
  star: '<polygon points="50,8 61,38 93,38 67,57 77,89 50,70 23,89 33,57 7,38 39,38" fill="#fbbf24" stroke="#d97706" stroke-width="3" stroke-linejoin="round"/>',
  diamond:
    '<polygon points="28,20 72,20 92,42 50,90 8,42" fill="#38bdf8" stroke="#0369a1" stroke-width="3" stroke-linejoin="round"/><polygon points="28,20 42,42 50,90 8,42" fill="#7dd3fc"/><polygon points="72,20 58,42 50,90 92,42" fill="#0ea5e9"/><polygon points="42,42 58,42 50,90" fill="#bae6fd"/>',
  seven:
    '<path d="M18 14 H84 V30 L52 90 H30 L60 32 H18Z" fill="#ef4444" stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"/>',
};

export const symbolSvg = (symbol: SlotSymbol) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${ART[symbol]}</svg>`;

export const symbolUrl = (symbol: SlotSymbol) => `/demo-provider/assets/symbols/${symbol}.svg`;
