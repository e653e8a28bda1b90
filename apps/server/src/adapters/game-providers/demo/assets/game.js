/* The demo slot machine in the browser: reads the balance, spins on the server (CSPRNG there),
   shows the result. Plain script, no framework; served by the server under /demo-provider/. */
/* global document, window */
'use strict';

const data = JSON.parse(document.getElementById('game-data').textContent);
const t = data.texts;
const locale = { th: 'th-TH', la: 'lo-LA', en: 'en-US' }[data.lang] || 'th-TH';
const symbols = Object.keys(data.symbols);
const el = (id) => document.getElementById(id);
const reels = Array.from(el('reels').querySelectorAll('img'));
const show = (img, symbol) => {
  img.src = data.symbols[symbol];
  img.alt = symbol;
};
// issue 15 (RTS 13): the game shows how long this session has run and the net position of its
// spins (wins − bets), kept for the browser tab so a reload does not reset them
const SESSION_KEY = 'demo-session';
const session = (() => {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) || 'null');
    if (kept && typeof kept.start === 'number' && typeof kept.net === 'number') return kept;
  } catch {
    /* storage unavailable: a session of this page */
  }
  return { start: Date.now(), net: 0 };
})();
let balance = 0;
let currency = '';
let bet = data.bets[0];
let busy = false;

const money = (n) =>
  `${n.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

function say(text, tone) {
  el('result').textContent = text;
  el('result').className = `result ${tone || ''}`;
}

function renderBets() {
  const box = el('bets');
  box.textContent = '';
  for (const amount of data.bets) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = String(amount);
    b.className = amount === bet ? 'bet chosen' : 'bet';
    b.setAttribute('aria-pressed', String(amount === bet));
    b.disabled = busy || amount > balance;
    b.addEventListener('click', () => {
      bet = amount;
      renderBets();
    });
    box.appendChild(b);
  }
  el('spin').disabled = busy || bet > balance;
}

function showSession() {
  const minutes = Math.floor((Date.now() - session.start) / 60000);
  const net = `${session.net < 0 ? '−' : session.net > 0 ? '+' : ''}${money(Math.abs(session.net))}`;
  el('session').textContent = t.sessionValue
    .replace('{minutes}', String(minutes))
    .replace('{net}', net);
  try {
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    /* not kept: shown all the same */
  }
}

function showBalance(value) {
  balance = value;
  el('balance').textContent = money(balance);
  if (bet > balance) bet = data.bets.filter((b) => b <= balance).pop() || data.bets[0];
  renderBets();
}

function ended() {
  document.querySelector('main').innerHTML = '';
  const h = document.createElement('h1');
  h.textContent = t.endedTitle;
  const p = document.createElement('p');
  p.textContent = t.endedText;
  document.querySelector('main').append(h, p);
}

async function load() {
  const res = await fetch('/demo-provider/api/state', { credentials: 'same-origin' });
  if (res.status === 401) return ended();
  const state = await res.json();
  currency = state.currency;
  el('player').textContent = state.username;
  showBalance(state.balance);
  showSession();
}

async function spin() {
  if (busy) return;
  busy = true;
  renderBets();
  say(t.spinning);
  el('reels').classList.add('spinning');
  const shuffle = setInterval(() => {
    for (const r of reels) show(r, symbols[Math.floor(Math.random() * symbols.length)]);
  }, 70);
  const started = Date.now();
  let res;
  try {
    res = await fetch('/demo-provider/api/spin', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
  } catch {
    res = null;
  }
  // let the reels turn a moment, whatever the network did
  await new Promise((r) => setTimeout(r, Math.max(0, 700 - (Date.now() - started))));
  clearInterval(shuffle);
  el('reels').classList.remove('spinning');
  busy = false;
  if (!res) {
    say(t.error, 'bad');
    return renderBets();
  }
  if (res.status === 401) return ended();
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    say(body.message === 'MONEY_NOT_ENOUGH' ? t.notEnough : t.error, 'bad');
    return load();
  }
  body.reels.forEach((s, i) => show(reels[i], s));
  session.net = Math.round((session.net + body.win - bet) * 100) / 100;
  showSession();
  if (body.win > 0) say(t.win.replace('{amount}', money(body.win)), 'good');
  else say(t.lose);
  showBalance(body.balance);
}

el('spin').addEventListener('click', spin);
window.addEventListener('keydown', (e) => {
  if (e.code === 'Space' && e.target === document.body) {
    e.preventDefault();
    spin();
  }
});
load().catch(() => say(t.error, 'bad'));
window.setInterval(showSession, 30000);
