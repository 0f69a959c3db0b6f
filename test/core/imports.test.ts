/**
 * No import cycles in src/ (docs/architecture.md, "Layers, and what each may import"). Every relative import counts,
 * `import type` too (a type-only cycle is still two modules that cannot be understood, or moved, one without the
 * other): static imports and re-exports, side-effect imports, and `import('…')` of a string literal.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Relative module specifiers of one source text. */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"\n]+)['"]/gm, // import … from, export … from (over several lines)
    /^import\s*['"]([^'"\n]+)['"]/gm, // import './side-effect.ts'
    /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g, // import('./lazy.ts')
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]!);
  return found.filter((s) => s.startsWith('.'));
}

/** The module graph of src/: each file (path under src/) and the files it imports. */
function moduleGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|mts|mjs)$/.test(f) && !f.endsWith('.d.ts')) files.push(p);
    }
  };
  walk(SRC);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = new Set<string>();
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      let target = path.resolve(path.dirname(file), spec);
      if (!existsSync(target) || statSync(target).isDirectory()) target = [`${target}.ts`, path.join(target, 'index.ts')].find((t) => existsSync(t)) ?? target;
      if (target.startsWith(SRC)) deps.add(path.relative(SRC, target).split(path.sep).join('/'));
    }
    graph.set(path.relative(SRC, file).split(path.sep).join('/'), [...deps].sort());
  }
  return graph;
}

/** The import cycles: the strongly connected components of more than one module (or a module importing itself), sorted. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One way round a cycle, for the failure message: a → b → … → a. */
function loop(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string {
  const inside = new Set(component);
  const route = [component[0]!];
  for (;;) {
    const next = graph.get(route[route.length - 1]!)!.find((d) => inside.has(d))!;
    const at = route.indexOf(next);
    if (at >= 0) return [...route.slice(at), next].join(' → ');
    route.push(next);
  }
}

describe('import cycles in src/', () => {
  const graph = moduleGraph();

  it('reads every kind of relative import', () => {
    const text = `import { a,\n  // b, c\n  d } from './one.ts';\nimport type { T } from '../two.ts';\nexport * from './three.ts';\nexport { x } from "./four.ts";\nimport './five.ts';\nimport fs from 'node:fs';\nconst m = await import('./six.ts');\nexport const s = 'from "./not-an-import.ts"';\n`;
    expect(importsOf(text).sort()).toEqual(['../two.ts', './five.ts', './four.ts', './one.ts', './six.ts', './three.ts']);
    expect(graph.get('core/zmap.ts')).toContain('core/zmap/vocabulary.ts');
    expect(graph.size).toBeGreaterThan(50);
  });

  it('has none', () => {
    expect(cycles(graph).map((c) => loop(graph, c))).toEqual([]);
  });

  it('core imports nothing outside src/core', () => {
    const outside = [...graph].filter(([m]) => m.startsWith('core/')).flatMap(([m, deps]) => deps.filter((d) => !d.startsWith('core/')).map((d) => `${m} → ${d}`));
    expect(outside).toEqual([]);
  });

  it('a game folder imports no other game folder; outside the games only the registry and the contract are imported', () => {
    const game = (m: string): string | null => /^games\/([^/]+)\//.exec(m)?.[1] ?? null;
    const crossing = [...graph].flatMap(([m, deps]) => deps.filter((d) => {
      const from = game(m);
      const to = game(d);
      if (to === null) return false;
      return from === null || (from !== to && to !== 'zombicide');
    }).map((d) => `${m} → ${d}`));
    expect(crossing).toEqual([]);
    const familyUp = [...graph].filter(([m]) => game(m) === 'zombicide').flatMap(([m, deps]) => deps.filter((d) => game(d) !== null && game(d) !== 'zombicide').map((d) => `${m} → ${d}`));
    expect(familyUp).toEqual([]);
  });
});

describe('strategies/', () => {
  it('import no game folder: only src/strategy/, the contract (src/games/types.ts) and each other', () => {
    const dir = fileURLToPath(new URL('../../strategies/', import.meta.url));
    const bad: string[] = [];
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
      for (const spec of importsOf(readFileSync(path.join(dir, f), 'utf8'))) {
        const target = path.relative(path.join(dir, '..'), path.resolve(dir, spec)).split(path.sep).join('/');
        if (!(target.startsWith('strategies/') || target.startsWith('src/strategy/') || target === 'src/games/types.ts')) bad.push(`${f} → ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
