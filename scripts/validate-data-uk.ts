/**
 * `npm run validate-data:uk [-- --year 2026] [--households 30000] [--seed 1]`
 *
 * Builds the default synthetic UK dataset (calibrated to census households by region and to the
 * HMRC and DWP totals in `src/countries/uk/data/uk-targets.json`), prints the calibration report,
 * then runs the UK model's baseline and prints each targeted total next to its published figure
 * with the gap and whether it is within 5% (the exit code is 1 when any is not), and the other
 * programs' totals for reference. A target is measured as the calibration measures it (a count
 * counts the variable's rows it selects), over the calibrated weights.
 */
import { Command } from 'commander';
import { formatCalibrationReport, getColumn, datasetTable } from '../src/data/index.js';
import { yearPeriod } from '../src/engine/index.js';
import { simulationFromDataset } from '../src/executor/index.js';
import { COUNTRY_PACKS } from '../src/countries/index.js';
import { UK_MODEL_TOTALS } from '../src/countries/uk/data/index.js';
import { measureUkDataset } from '../src/countries/uk/dataset.js';

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
const householdWeights = weightOf('household');
const measure = measureUkDataset(system, dataset);
let failures = 0;
console.log(`\n${'figure'.padEnd(30)} year   published        model      gap  within 5%`);
for (const t of UK_MODEL_TOTALS) {
  let got = 0;
  for (const variable of t.variables) {
    const column = measure(variable, t.count);
    for (let h = 0; h < column.length; h += 1) got += householdWeights[h]! * column[h]!;
  }
  const gap = got / t.value - 1;
  const pass = Math.abs(gap) <= 0.05;
  if (!pass) failures += 1;
  console.log(
    `${t.name.padEnd(30)} ${t.year} ${t.value.toExponential(3).padStart(11)} ${got.toExponential(3).padStart(12)} ${(100 * gap).toFixed(1).padStart(7)}%  ${pass ? 'pass' : 'FAIL'}`,
  );
}
console.log('\nother programs (no published figure held):');
for (const p of pack.macroProfile.programs)
  console.log(`${p.id.padEnd(30)} ${total(p.variable).toExponential(3).padStart(12)}`);
console.log(`\n${failures} targeted figure(s) outside 5%`);
process.exitCode = failures > 0 ? 1 : 0;
