import type { Page } from '@playwright/test';

/** One piece of text that an ancestor cuts off (or a box that cannot hold its text). */
export interface ClippedText {
  text: string;
  /** `vertical`: marks above or below the line are cut (the Thai/Lao case); `horizontal`: the
   *  end of the text is cut; `scroll`: the element's own content is taller than its box. */
  axis: 'vertical' | 'horizontal' | 'scroll';
  by: string;
}

/**
 * Text that does not show whole under `selector` (every element it matches): for each visible
 * text node, the box of its glyphs (Range.getClientRects: the font's ascent to descent on each
 * line, which holds Thai and Lao marks stacked above and hung below) is compared with every
 * ancestor that clips without scrolling (overflow hidden or clip); and each matched element's
 * scrollHeight must fit its clientHeight. Scrolling regions are not counted (their text can be
 * scrolled to), nor boxes of 1 px or less (text hidden on purpose for screen readers).
 */
export async function clippedText(page: Page, selector: string): Promise<ClippedText[]> {
  return page.evaluate((sel) => {
    const found: ClippedText[] = [];
    const describe = (el: Element) =>
      el.tagName.toLowerCase() + (el.className ? `.${String(el.className).split(' ')[0]}` : '');
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    for (const root of document.querySelectorAll(sel)) {
      if (root instanceof HTMLElement && root.scrollHeight > root.clientHeight + 1) {
        const style = getComputedStyle(root);
        if (clips(style.overflowY)) {
          found.push({ text: root.textContent ?? '', axis: 'scroll', by: describe(root) });
        }
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const glyphs of range.getClientRects()) {
          if (glyphs.width === 0 || glyphs.height === 0) continue;
          for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
            const style = getComputedStyle(a);
            const clipsX = clips(style.overflowX);
            const clipsY = clips(style.overflowY);
            if (!clipsX && !clipsY) continue;
            const box = a.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1) break; // visually hidden on purpose
            // overflow clips at the padding box: inside the borders
            const top = box.top + parseFloat(style.borderTopWidth);
            const bottom = box.bottom - parseFloat(style.borderBottomWidth);
            const left = box.left + parseFloat(style.borderLeftWidth);
            const right = box.right - parseFloat(style.borderRightWidth);
            if (clipsY && (glyphs.top < top - 0.5 || glyphs.bottom > bottom + 0.5)) {
              found.push({ text, axis: 'vertical', by: describe(a) });
            } else if (clipsX && (glyphs.left < left - 0.5 || glyphs.right > right + 0.5)) {
              found.push({ text, axis: 'horizontal', by: describe(a) });
            }
          }
        }
      }
    }
    return found;
  }, selector);
}
