import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, fromMinor, toMinor, type Locale } from '@wallet/contract';
import { AppError } from '../../../kernel/lib/app-error';
import { localeFromHeader } from '../../../kernel/lib/localized';
import { catalogueSlot } from '../catalogue';
import { gamePage, loginPage, messagePage } from './page';
import type { DemoProvider } from './provider';
import { BETS, SYMBOLS, type SlotSymbol } from './slot-machine';
import { symbolSvg } from './symbols';
import { DEMO_TEXTS } from './texts';

const COOKIE = 'demo_session';
const BASE = '/demo-provider';

const ASSETS: Record<string, string> = {
  'game.js': 'text/javascript; charset=utf-8',
  'login.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};

/** Pages run only our own files: no inline script, no other origin, no framing. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function langOf(request: FastifyRequest): Locale {
  const q = (request.query as { lang?: unknown }).lang;
  if (typeof q === 'string') {
    const l = q === 'lo' ? 'la' : q;
    if ((LOCALES as readonly string[]).includes(l)) return l as Locale;
  }
  return localeFromHeader(request.headers['accept-language']);
}

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

const gameName = (code: string) => catalogueSlot(code)?.name ?? code.toUpperCase();

/**
 * The demo provider's web side, served by our server but apart from the React app: a one-time
 * auto-login link (`/play?ticket=`) opens a game session held in an HttpOnly cookie scoped to
 * /demo-provider, then the slot machine page plays through /demo-provider/api/*. Its own login
 * form (a slot's `web` link) opens the same session with the game username and password.
 */
export function demoProviderRoutes(app: FastifyInstance, provider: DemoProvider): void {
  const files = new Map(
    Object.keys(ASSETS).map((f) => [
      f,
      fs.readFileSync(path.join(import.meta.dirname, 'assets', f), 'utf8'),
    ]),
  );
  const setSession = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${COOKIE}=${token}; Path=${BASE}; HttpOnly; SameSite=Lax; Max-Age=7200${secure}`,
    );
  };
  const account = async (request: FastifyRequest) => {
    const token = cookieOf(request);
    const found = token ? await provider.sessionAccount(token) : null;
    if (!found) throw new AppError('EXPIRED_AUTH_TOKEN', 401);
    return found;
  };

  app.get(`${BASE}/assets/:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const body = files.get(file);
    if (!body) throw new AppError('NOT_FOUND', 404);
    return reply
      .type(ASSETS[file]!)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  app.get(`${BASE}/assets/symbols/:file`, async (request, reply) => {
    const name = (request.params as { file: string }).file.replace(/\.svg$/, '');
    if (!(SYMBOLS as readonly string[]).includes(name)) throw new AppError('NOT_FOUND', 404);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(symbolSvg(name as SlotSymbol));
  });

  app.get(`${BASE}/play`, async (request, reply) => {
    const lang = langOf(request);
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const opened =
      typeof ticket === 'string' && ticket.length <= 100
        ? await provider.openSession(ticket)
        : null;
    if (!opened) {
      const t = DEMO_TEXTS[lang];
      return sendPage(reply, 410, messagePage(lang, t.expiredTitle, t.expiredText));
    }
    setSession(request, reply, opened.token);
    // the ticket is spent: move on so it does not linger in the address bar or history
    return reply
      .header('referrer-policy', 'no-referrer')
      .redirect(`${BASE}/game?lang=${langOf(request)}`, 303);
  });

  app.get(`${BASE}/game`, async (request, reply) => {
    const lang = langOf(request);
    const token = cookieOf(request);
    const found = token ? await provider.sessionAccount(token) : null;
    if (!found) {
      const t = DEMO_TEXTS[lang];
      return sendPage(reply, 401, messagePage(lang, t.endedTitle, t.endedText));
    }
    return sendPage(reply, 200, gamePage(lang, gameName(found.game)));
  });

  app.get(`${BASE}/login`, async (request, reply) => {
    const lang = langOf(request);
    const game = (request.query as { game?: unknown }).game;
    if (typeof game !== 'string' || !catalogueSlot(game)) {
      const t = DEMO_TEXTS[lang];
      return sendPage(reply, 404, messagePage(lang, t.unknownGame, t.endedText));
    }
    return sendPage(reply, 200, loginPage(lang, game, gameName(game)));
  });

  app.post(
    `${BASE}/api/login`,
    {
      schema: {
        body: z.strictObject({
          game: z.string().min(1).max(50),
          username: z.string().min(1).max(100),
          password: z.string().min(1).max(100),
        }),
      },
    },
    async (request, reply) => {
      const { game, username, password } = request.body as Record<string, string>;
      const token = await provider.login(game!, username!, password!);
      // 403, not 401: a 401 here is the game session's, not the member's wallet session
      if (!token) throw new AppError('WRONG_CREDENTIAL', 403);
      setSession(request, reply, token);
      return { message: 'OK' };
    },
  );

  app.get(`${BASE}/api/state`, async (request) => {
    const a = await account(request);
    return {
      game: a.game,
      name: gameName(a.game),
      username: a.username,
      currency: a.currency === 'LAK' ? 'LAK' : 'THB',
      balance: fromMinor(Number(a.balance)),
      bets: BETS,
    };
  });

  app.post(
    `${BASE}/api/spin`,
    { schema: { body: z.strictObject({ bet: z.literal([...BETS]) }) } },
    async (request) => {
      const a = await account(request);
      const { bet } = request.body as { bet: number };
      const result = await provider.spin(a.id, toMinor(bet));
      if (result === 'insufficient') throw new AppError('MONEY_NOT_ENOUGH', 400);
      return {
        reels: result.reels,
        win: fromMinor(result.win),
        balance: fromMinor(result.balance),
      };
    },
  );
}
