import { describe, expect, it } from 'vitest';

/**
 * STYLE (bulletproof-react): imports flow shared → features → app; features never import each
 * other or the app. The root ESLint config is shared, so the rule is checked here.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/__tests__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importsOf = (code: string) =>
  [...code.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

describe('import boundaries', () => {
  const files = Object.entries(sources);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('features import neither other features nor the app layer', () => {
    const offences: string[] = [];
    for (const [file, code] of files) {
      const feature = /\/features\/([^/]+)\//.exec(file)?.[1];
      if (!feature) continue;
      for (const spec of importsOf(code)) {
        const other = /@\/features\/([^/]+)/.exec(spec)?.[1];
        if ((other && other !== feature) || spec.startsWith('@/app'))
          offences.push(`${file} → ${spec}`);
        if (/^\.\.\/\.\.\/(?!api\/|components\/)/.test(spec)) offences.push(`${file} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('shared code (components, lib, config, locales) imports no feature and no app code', () => {
    const offences = files
      .filter(([file]) => /\/(components|lib|config|locales|hooks)\//.test(file))
      .flatMap(([file, code]) =>
        importsOf(code)
          .filter((spec) => spec.startsWith('@/features') || spec.startsWith('@/app'))
          .map((spec) => `${file} → ${spec}`),
      );
    expect(offences).toEqual([]);
  });
});
