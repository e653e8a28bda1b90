import { describe, expect, it, vi } from 'vitest';

describe('zod-setup', () => {
  it('makes zod jitless (no eval probe under the CSP) when zod loads after it', async () => {
    // a page's order: the setup first, zod later (fresh modules, no config left from before)
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-setup');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(probe).not.toHaveBeenCalled();
  });
});
