// Fiscus as a library: compute a household, then run a small reform report.
// Run after `npm run build` (from this package, or a project that depends on it):
//   node examples/library.mjs [households]
// `fiscus` resolves to the compiled package (package.json "exports"), with type declarations.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateSituations, runReport } from 'fiscus';

const here = new URL('.', import.meta.url);
const family = JSON.parse(readFileSync(new URL('households/family-with-children.json', here)));
const reform = JSON.parse(readFileSync(new URL('ctc-3600.json', here)));

// 1. A household under current law and under the reform: the child tax credit and net income.
const variables = ['ctc', 'household_net_income'];
const [now] = await calculateSituations([family], { variables });
const [reformed] = await calculateSituations([family], { variables, policy: reform });
console.log(
  `ctc: ${now.tax_units.tax_unit.ctc['2026']} -> ${reformed.tax_units.tax_unit.ctc['2026']}`,
);

// 2. The same reform as a report on the synthetic population (a small one, for the example).
const storeRoot = mkdtempSync(join(tmpdir(), 'fiscus-example-'));
try {
  const result = await runReport({
    reform,
    households: Number(process.argv[2] ?? 1_000),
    threads: 1,
    storeRoot,
  });
  console.log(`report ${result.reportId}: digest ${result.reportAggregateSha256}`);
  console.log(`budgetary impact: ${Math.round(result.macroOutput.budget?.budgetary_impact ?? 0)}`);
} finally {
  rmSync(storeRoot, { recursive: true, force: true });
}
