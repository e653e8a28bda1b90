/* The demo provider's sign-in form: game username and password → a game session cookie. */
/* global document, window */
'use strict';

const form = document.getElementById('login');
const result = document.getElementById('result');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const fields = new FormData(form);
  result.textContent = '';
  try {
    const res = await fetch('/demo-provider/api/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: form.dataset.game,
        username: String(fields.get('username') || ''),
        password: String(fields.get('password') || ''),
      }),
    });
    if (res.ok) {
      window.location.assign(`/demo-provider/game?lang=${form.dataset.lang}`);
      return;
    }
    result.textContent = res.status === 403 ? result.dataset.wrong : result.dataset.error;
  } catch {
    result.textContent = result.dataset.error;
  }
});
