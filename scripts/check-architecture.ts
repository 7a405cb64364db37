// Checks the dependency rules of DESIGN.md §2 over src/: another folder is entered only through its
// index.ts; engine and contract import nothing else of ours; models import only the engine; the US
// model never imports the UK model; nothing imports cli/, and only cli/ imports api/; and no import cycles.
// Prints every violation and exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = 'src';
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Folder of a source file: `engine`, `models/us`, `cli`… */
function folderOf(file: string): string {
  const parts = relative(ROOT, file).split('/');
  return parts[0] === 'models' ? `models/${parts[1]}` : (parts[0] ?? '');
}

export function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec?.startsWith('.'))
      out.push(normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts'));
  }
  return out;
}

export function violations(files: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [file, deps] of files) {
    const from = folderOf(file);
    for (const dep of deps) {
      if (!dep.startsWith(`${ROOT}/`)) continue;
      const to = folderOf(dep);
      if (to === from) continue;
      const rel = relative(ROOT, dep);
      const isEntrance = rel === `${to}/index.ts`;
      if (!isEntrance && !/testing\//.test(file))
        problems.push(`${file} → ${dep}: enter ${to}/ through its index.ts`);
      if (from === 'engine' || from === 'contract')
        problems.push(`${file} → ${dep}: ${from} imports nothing else of Fiscus`);
      if (from.startsWith('models/') && to !== 'engine')
        problems.push(`${file} → ${dep}: models import only the engine`);
      if (from === 'models/us' && to === 'models/uk')
        problems.push(`${file} → ${dep}: the US model never imports the UK model`);
      // The CLI is the program's edge: its `serve` command is the one importer of the API.
      if ((to === 'api' || to === 'cli') && from !== to && !(to === 'api' && from === 'cli'))
        problems.push(`${file} → ${dep}: nothing imports ${to}/`);
    }
  }
  // Cycles among files (Tarjan's strongly connected components).
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const strong = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of files.get(v) ?? []) {
      if (!files.has(w)) continue;
      if (!indices.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) problems.push(`import cycle: ${component.sort().join(' ↔ ')}`);
    }
  };
  for (const file of files.keys()) if (!indices.has(file)) strong(file);
  return problems;
}

if (process.argv[1]?.endsWith('check-architecture.ts')) {
  const files = new Map(walk(ROOT).map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
  const problems = violations(files);
  for (const p of problems) console.error(p);
  console.log(
    problems.length === 0
      ? `architecture: ${files.size} files, no violations`
      : `architecture: ${problems.length} violation(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
