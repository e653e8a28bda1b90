// Debian's Chromium, launched the way this machine needs (no sandbox as root, no network
// chatter to Google, no GPU). Shared by the browser tests and the page-load benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
