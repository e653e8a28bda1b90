/* global document, requestAnimationFrame */
// Loads the app on a prerendered public page (docs/decisions/027) only after the page's first
// paint. The HTML and its styles are the first screen; were the app's chunks fetched and run
// before that paint, on a slow phone network they would share the line with the styles and hold
// the first paint back. Served as a plain deferred script (the CSP allows 'self' only); the
// prerender step fills in the entry and the chunks to fetch beside it.
(() => {
  const me = document.currentScript;
  const entry = me.dataset.entry;
  const chunks = (me.dataset.chunks || '').split(' ').filter(Boolean);
  const start = () => {
    // fetched side by side, not one after the other as the entry's imports are discovered
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // a frame's callbacks run before it is painted, the task after them once it is; a tab opened
  // in the background paints nothing, so it starts at once
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
