import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A protocol double's HTTP server listening: on `port` (0 for any free one) and `host`
 * (127.0.0.1), answering its origin and a close that ends open keep-alive connections first (a
 * client's idle socket would otherwise hold the close until it timed out).
 */
export async function listenDouble(
  server: http.Server,
  options: { port?: number | undefined; host?: string | undefined },
): Promise<{ origin: string; close: () => Promise<void> }> {
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A double run on its own (e2e: `node --import tsx …/main.ts --port N`): started on that port,
 * `listening N` printed for the caller to wait on, stopped cleanly on SIGINT and SIGTERM.
 */
export async function runDouble(
  start: (port: number) => Promise<{ url: string; close: () => Promise<void> }>,
): Promise<void> {
  const at = process.argv.indexOf('--port');
  const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
  if (!Number.isInteger(port) || port < 0) {
    console.error('usage: main.ts --port N');
    process.exit(2);
  }
  const double = await start(port);
  console.log(`listening ${new URL(double.url).port}`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
