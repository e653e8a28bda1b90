import { config } from 'zod/v4/core';

/**
 * Imported first by the web app (`@wallet/contract/zod-setup`), before any schema is built:
 * under our Content Security Policy (no 'unsafe-eval', decision 009) zod's JIT probes
 * `new Function('')` when the first object schema is constructed; the throw is caught, but the
 * browser still reports a `securitypolicyviolation`. Jitless parsing never probes (and never
 * compiles, which the CSP forbids anyway). This module imports zod alone, so it runs before the
 * contract's schemas are built. Only zod's core config (the one `z.config` sets): the web app's
 * entry carries it, not the rest of zod.
 */
config({ jitless: true });
