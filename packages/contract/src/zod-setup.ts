/**
 * Imported first by the web app (`@wallet/contract/zod-setup`), before any schema is built:
 * under our Content Security Policy (no 'unsafe-eval', decision 009) zod's JIT probes
 * `new Function('')` when the first object schema is constructed; the throw is caught, but the
 * browser still reports a `securitypolicyviolation`. Jitless parsing never probes (and never
 * compiles, which the CSP forbids anyway).
 *
 * zod keeps its global config (what `z.config()` sets) on `globalThis.__zod_globalConfig` and
 * takes the object it finds there. Setting it there, without importing zod, keeps zod's core
 * (about 3 KB brotli) off every page's first path: the entry carries these two lines only.
 * `zod-setup.test.ts` proves zod reads it, so a zod release that moves it fails the test.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
(holder.__zod_globalConfig ??= {}).jitless = true;
