import type { FastifyInstance } from 'fastify';
import type { JobOptions } from './jobs/scheduler';
import type { ScrapeGauge } from './observability/metrics-route';
import type { Kernel } from './kernel';
import type { AnyModule, ApiOf, BoundModule, ModuleContext, Use } from './module';

export interface Assembled {
  /** Each module's API by name. */
  apis: ReadonlyMap<string, unknown>;
  /** Every module's background jobs (server.ts starts them once the app listens). */
  jobs: JobOptions[];
  /** Every module's `/metrics` gauges. */
  gauges: ScrapeGauge[];
}

/**
 * Creates the modules in list order, then starts them, then registers their routes. A module
 * may `use` only a module it names in `needs` and that the list has already created, so the
 * list is a valid order of the modules' dependencies and no module reaches one it did not
 * declare (docs/decisions/022).
 */
export async function assembleModules(
  app: FastifyInstance,
  kernel: Kernel,
  list: readonly (AnyModule | BoundModule)[],
): Promise<Assembled> {
  const apis = new Map<string, unknown>();
  const entries = list.map((item) =>
    'module' in item ? item : { module: item, options: undefined },
  );
  const contexts = new Map<string, ModuleContext<unknown>>();
  // the ledger's kinds first: every module's, stored before any module seeds or posts
  for (const { module } of entries) if (module.ledger) kernel.ledgerKinds.add(module.ledger);
  await kernel.ledgerKinds.store(kernel.db);
  for (const { module, options } of entries) {
    if (apis.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    const needs = new Set(module.needs ?? []);
    const use: Use = <M extends AnyModule>(needed: M): ApiOf<M> => {
      if (!needs.has(needed))
        throw new Error(`module ${module.name} uses ${needed.name} without naming it in needs`);
      if (!apis.has(needed.name))
        throw new Error(`module ${module.name} needs ${needed.name}, listed after it`);
      return apis.get(needed.name) as ApiOf<M>;
    };
    for (const needed of needs)
      if (!apis.has(needed.name))
        throw new Error(`module ${module.name} needs ${needed.name}, listed after it`);
    const ctx: ModuleContext<unknown> = { kernel, use, options };
    contexts.set(module.name, ctx);
    apis.set(module.name, module.create(ctx));
  }
  for (const { module } of entries)
    await module.start?.(apis.get(module.name), contexts.get(module.name)!);
  for (const { module } of entries)
    await module.routes?.(app, apis.get(module.name), contexts.get(module.name)!);
  for (const { module } of entries) {
    const close = module.close;
    if (close) app.addHook('onClose', async () => void (await close(apis.get(module.name))));
  }
  const jobs = entries.flatMap(
    ({ module }) => module.jobs?.(apis.get(module.name), contexts.get(module.name)!) ?? [],
  );
  const gauges = entries.flatMap(
    ({ module }) => module.gauges?.(apis.get(module.name), contexts.get(module.name)!) ?? [],
  );
  return { apis, jobs, gauges };
}
