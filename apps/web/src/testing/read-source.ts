type NodeFs = { readFileSync(path: URL, encoding: 'utf8'): string };
type NodeProcess = { getBuiltinModule(id: 'node:fs'): NodeFs };

/**
 * The text of a source file beside a test: `readSource('../x.css', import.meta.url)`. Vitest runs
 * with `css: false`, so importing a stylesheet gives nothing; a test about layout rules (what a
 * 320 px screen shows, which jsdom cannot lay out) reads the file itself.
 */
export function readSource(path: string, base: string): string {
  const { process } = globalThis as unknown as { process: NodeProcess };
  return process.getBuiltinModule('node:fs').readFileSync(new URL(path, base), 'utf8');
}
