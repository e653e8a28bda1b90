import type { Locale } from '@wallet/contract';
import { escapeHtml } from '../../../kernel/http/escape-html';
import { BETS, SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES, type SlotSymbol } from './slot-machine';
import { symbolUrl } from './symbols';
import { DEMO_TEXTS } from './texts';

const HTML_LANG: Record<Locale, string> = { th: 'th', la: 'lo', en: 'en' };

/** JSON inside <script type="application/json">: data, never run (the CSP allows no inline script). */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function layout(lang: Locale, title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/demo-provider/assets/game.css">
${script ? `<script src="/demo-provider/assets/${script}" defer></script>` : ''}
</head>
<body>
${body}
</body>
</html>`;
}

export function messagePage(lang: Locale, title: string, text: string): string {
  return layout(
    lang,
    title,
    `<main class="card message"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main>`,
  );
}

/** The slot machine page; game.js fills it from /demo-provider/api/state. */
export function gamePage(lang: Locale, gameName: string): string {
  const t = DEMO_TEXTS[lang];
  const img = (s: SlotSymbol, alt = s) => `<img src="${symbolUrl(s)}" alt="${alt}">`;
  const paytable = [
    ...SYMBOLS.map((s) => [img(s).repeat(3), THREE_OF_A_KIND[s]] as const).reverse(),
    [`${img('cherry').repeat(2)} ${escapeHtml(t.twoCherries)}`, TWO_CHERRIES] as const,
  ];
  const symbols = Object.fromEntries(SYMBOLS.map((s) => [s, symbolUrl(s)]));
  const data = { lang, texts: t, bets: BETS, symbols };
  return layout(
    lang,
    `${gameName} · ${t.title}`,
    `<nav class="back"><a href="/user/home">← ${escapeHtml(t.backToWallet)}</a></nav>
<main class="card">
<header><h1>${escapeHtml(gameName)}</h1><p class="sub">${escapeHtml(t.title)}</p></header>
<p class="notice">${escapeHtml(t.notice)}</p>
<dl class="meta"><dt>${escapeHtml(t.player)}</dt><dd id="player">…</dd><dt>${escapeHtml(t.balance)}</dt><dd id="balance" aria-live="polite">…</dd><dt>${escapeHtml(t.session)}</dt><dd id="session">…</dd></dl>
<div class="reels" id="reels">${`<span class="reel">${img('seven')}</span>`.repeat(3)}</div>
<p class="result" id="result" role="status"></p>
<fieldset class="bets"><legend>${escapeHtml(t.bet)}</legend><div id="bets"></div></fieldset>
<button type="button" id="spin" class="spin" disabled>${escapeHtml(t.spin)}</button>
<details class="paytable"><summary>${escapeHtml(t.paytable)}</summary><table>${paytable
      .map(([combo, pays]) => `<tr><td class="combo">${combo}</td><td>× ${pays}</td></tr>`)
      .join('')}</table></details>
</main>
<script type="application/json" id="game-data">${jsonForHtml(data)}</script>`,
    'game.js',
  );
}

/** The provider's own sign-in form (a slot's `web` link): game username and password. */
export function loginPage(lang: Locale, game: string, gameName: string): string {
  const t = DEMO_TEXTS[lang];
  return layout(
    lang,
    `${gameName} · ${t.loginTitle}`,
    `<main class="card">
<header><h1>${escapeHtml(gameName)}</h1><p class="sub">${escapeHtml(t.loginTitle)}</p></header>
<form id="login" class="login" data-game="${escapeHtml(game)}" data-lang="${lang}">
<label>${escapeHtml(t.username)}<input name="username" autocomplete="username" required maxlength="100"></label>
<label>${escapeHtml(t.password)}<input name="password" type="password" autocomplete="current-password" required maxlength="100"></label>
<p class="result" id="result" role="alert" data-wrong="${escapeHtml(t.wrongLogin)}" data-error="${escapeHtml(t.error)}"></p>
<button type="submit" class="spin">${escapeHtml(t.signIn)}</button>
</form>
</main>`,
    'login.js',
  );
}
