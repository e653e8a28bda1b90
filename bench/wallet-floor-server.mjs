// The floor of bench/wallet.mjs: a bare node:http server (no framework, no ORM, no checks) that
// answers GET /api/wallet and POST /api/wallet/transfer by sending the server's statements
// straight through a pg pool (bench/wallet-sql.mjs), prepared as the server sends them. It costs what any HTTP server in front of
// those statements must: parse the request, send the statements, write a JSON answer. Its ratio
// to the direct SQL is the most an HTTP API can reach on this machine, where the load generator,
// the server and PostgreSQL share the cores.
//   FLOOR_PORT, FLOOR_DATABASE_URL, FLOOR_POOL_SIZE, FLOOR_WORKERS (a JSON file: the bench's
//   members with their ids) are set by bench/wallet.mjs.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { transferStatements, walletStatements } from './wallet-sql.mjs';

const pool = new pg.Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: Number(process.env.FLOOR_POOL_SIZE ?? 20),
});
const byToken = new Map(
  JSON.parse(fs.readFileSync(process.env.FLOOR_WORKERS, 'utf8')).map((w) => [
    `Bearer ${w.token}`,
    w,
  ]),
);

const send = (res, status, body) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
};

async function answer(req, body) {
  const w = byToken.get(req.headers.authorization);
  if (!w) return [401, '{"message":"UNAUTHORIZED"}'];
  if (req.method === 'GET' && req.url === '/api/wallet')
    return [200, await walletStatements(pool, w, true)];
  if (req.method === 'POST' && req.url === '/api/wallet/transfer') {
    JSON.parse(body);
    return [200, await transferStatements(pool, w, req.headers['idempotency-key'], true)];
  }
  return [404, '{"message":"NOT_FOUND"}'];
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    answer(req, Buffer.concat(chunks).toString()).then(
      ([status, body]) => send(res, status, body),
      (error) => send(res, 500, JSON.stringify({ message: error.message })),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
