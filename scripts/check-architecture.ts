// Checks the dependency rules of DESIGN.md §2 over src/: another folder is entered only through its
// index.ts; engine and contract import nothing else of ours but period/ (the one period parser,
// which imports nothing of ours at all); models import only the engine; only countries/ imports a
// model; countries/ imports neither eval/ nor api/ nor cli/; one model never imports another;
// nothing imports cli/, and only cli/ imports api/; no import cycles; and no country is named (a string literal of its
// id, or a file named after it) outside countries/<id> and models/<id>, but for the contract's list
// of countries; and every index.ts lists what it exports (no `export *`).
// Prints every violation and exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = 'src';
/** The dependency-free period grammar that engine and contract share (DESIGN.md §2, §3 Periods). */
const SHARED_PERIOD = 'period';
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return name.endsWith('.ts') &&
      !name.endsWith('.test.ts') &&
      !name.endsWith('.test-fixture.ts') &&
      !name.endsWith('.d.ts')
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
      if ((from === 'engine' || from === 'contract') && to !== SHARED_PERIOD)
        problems.push(
          `${file} → ${dep}: ${from} imports nothing else of Fiscus but ${SHARED_PERIOD}/`,
        );
      if (from === SHARED_PERIOD)
        problems.push(`${file} → ${dep}: ${SHARED_PERIOD}/ imports nothing of Fiscus`);
      if (from.startsWith('models/') && to !== 'engine')
        problems.push(`${file} → ${dep}: models import only the engine`);
      if (from.startsWith('models/') && to.startsWith('models/'))
        problems.push(`${file} → ${dep}: one country's model never imports another's`);
      if (to.startsWith('models/') && from !== 'countries')
        problems.push(
          `${file} → ${dep}: only countries/ imports a model (through its country pack)`,
        );
      if (from === 'countries' && (to === 'eval' || to === 'api' || to === 'cli'))
        problems.push(`${file} → ${dep}: countries/ imports nothing of ${to}/`);
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

/** Entrances that re-export a module wholesale (`export * from`): each index.ts lists what it exports. */
export function entranceViolations(texts: ReadonlyMap<string, string>): string[] {
  return [...texts]
    .filter(([file, text]) => file.endsWith('index.ts') && /^export \* from/m.test(text))
    .map(([file]) => `${file}: re-exports a module wholesale (export *); list what it exports`);
}

/** The country ids: the folders under src/countries. */
export function countryIds(root = ROOT): string[] {
  const dir = join(root, 'countries');
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}

/** The one place outside a country's folders that may spell its id: the contract's country list. */
const COUNTRY_LIST_FILE = 'src/contract/report-request.ts';

/**
 * Files that name a country outside `countries/<id>` and `models/<id>`: a string literal of its id
 * (`'us'`), or a path part named after it (`us-cache-runtime.ts`, `profiles/us.ts`).
 */
export function countryNameViolations(
  texts: ReadonlyMap<string, string>,
  countries: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [file, text] of texts) {
    const rel = relative(ROOT, file);
    for (const id of countries) {
      if (rel.startsWith(`countries/${id}/`) || rel.startsWith(`models/${id}/`)) continue;
      const named = new RegExp(`(^|[/._-])${id}([/._-]|$)`);
      if (named.test(rel.replace(/\.ts$/, '')))
        problems.push(`${file}: named after the country ${id}; move it into countries/${id}/`);
      if (file === COUNTRY_LIST_FILE) continue;
      const literal = new RegExp(`(['"\`])${id}\\1`);
      const line = text.split('\n').findIndex((l) => literal.test(l));
      if (line >= 0)
        problems.push(
          `${file}:${line + 1}: names the country '${id}'; ask its country pack instead`,
        );
    }
  }
  return problems;
}

if (process.argv[1]?.endsWith('check-architecture.ts')) {
  const texts = new Map(walk(ROOT).map((f) => [f, readFileSync(f, 'utf8')]));
  const files = new Map([...texts].map(([f, text]) => [f, importsOf(f, text)]));
  const problems = [
    ...violations(files),
    ...countryNameViolations(texts, countryIds()),
    ...entranceViolations(texts),
  ];
  for (const p of problems) console.error(p);
  console.log(
    problems.length === 0
      ? `architecture: ${files.size} files, no violations`
      : `architecture: ${problems.length} violation(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
