/**
 * `npm run validate-data:uk [-- --year 2026] [--households 30000] [--seed 1]`
 *
 * Builds the default synthetic UK dataset (calibrated to census households by region and to the
 * HMRC and DWP totals in `src/countries/uk/data/uk-targets.json`), prints the calibration report,
 * then runs the UK model's baseline and prints each targeted total next to its published figure
 * with the gap (within 5% passes), and the other programs' totals for reference.
 */
import { Command } from 'commander';
import { formatCalibrationReport, getColumn, datasetTable } from '../src/data/index.js';
import { yearPeriod } from '../src/engine/index.js';
import { simulationFromDataset } from '../src/executor/index.js';
import { COUNTRY_PACKS } from '../src/countries/index.js';
import targets from '../src/countries/uk/data/uk-targets.json' with { type: 'json' };

const options = new Command()
  .option('--year <year>', 'dataset year', '2026')
  .option('--households <n>', 'households', '30000')
  .option('--seed <n>', 'seed', '1')
  .parse()
  .opts<{ year: string; households: string; seed: string }>();

const pack = COUNTRY_PACKS.uk;
const { system } = await pack.loadModel();
const year = Number(options.year);
const { dataset, reports } = pack.dataset.build(
  { households: Number(options.households), seed: Number(options.seed), year },
  system,
);
console.log(formatCalibrationReport(reports[0]!));
const { simulation } = simulationFromDataset(system, dataset, year);
const period = yearPeriod(year);
const weightOf = (entity: string): Float64Array =>
  getColumn(datasetTable(dataset, entity), `${entity}_weight`).values as Float64Array;
const total = (variable: string, count = false): number => {
  const def = system.variable(variable);
  const values = simulation.calculate(variable, period);
  const weights = weightOf(def.entity);
  let sum = 0;
  for (let i = 0; i < values.length; i += 1)
    sum += weights[i]! * (count ? (values[i]! > 0 ? 1 : 0) : values[i]!);
  return sum;
};
let failures = 0;
console.log('\nfigure                          published        model      gap');
for (const t of targets.model_totals) {
  const got = total(t.variable, 'count' in t && t.count === true);
  const gap = got / t.value - 1;
  if (Math.abs(gap) > 0.05) failures += 1;
  console.log(
    `${t.name.padEnd(30)} ${t.value.toExponential(3).padStart(11)} ${got.toExponential(3).padStart(12)} ${(100 * gap).toFixed(1).padStart(7)}%`,
  );
}
console.log('\nother programs (no published figure held):');
for (const p of pack.macroProfile.programs)
  console.log(`${p.id.padEnd(30)} ${total(p.variable).toExponential(3).padStart(12)}`);
console.log(`\n${failures} targeted figure(s) outside 5%`);
process.exitCode = failures > 0 ? 1 : 0;
