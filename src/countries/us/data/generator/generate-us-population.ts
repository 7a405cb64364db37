import { drawCoverage } from './draw-coverage.js';
import { drawDeferrals } from './draw-deferrals.js';
import {
  boolColumn,
  enumColumn,
  floatColumn,
  intColumn,
  type Frame,
} from '../../../../data/index.js';
import { createDataset, type Dataset } from '../../../../data/index.js';
import { statesInRegionGroupOrder } from '../region-groups.js';
import {
  US_MEDIAN_HOUSEHOLD_INCOME,
  US_STATE_CODES,
  US_STATES,
  usStateFacts,
} from '../us-states.js';
import { RACE_CATEGORIES } from '../us-inputs.js';
import {
  createHouseholdScratch,
  drawHousehold,
  householdTypeCumulative,
} from './draw-household.js';
import { drawPersonIncomes } from './draw-incomes.js';
import { floats, ints } from './growable.js';
import {
  assignUnits,
  drawChildcare,
  drawGiving,
  drawHousing,
  personIncome,
} from './household-units-and-costs.js';
import {
  createPersonTable,
  PERSON_BOOL_COLUMNS,
  PERSON_FLOAT_COLUMNS,
  PERSON_INT_COLUMNS,
} from './person-table.js';
import { cumulative, Prng } from './prng.js';

/** Options of {@link generateUsPopulation}. */
export interface GenerateOptions {
  /** Number of households (default {@link DEFAULT_HOUSEHOLDS}). */
  readonly households?: number;
  /** PRNG seed (default 1). */
  readonly seed?: number;
  /** Year the incomes are expressed in (default {@link BASE_YEAR}). */
  readonly year?: number;
  /** Dataset name (default `us-synthetic-<households>-s<seed>-<year>`). */
  readonly name?: string;
}

/** Default number of households of the synthetic dataset. */
export const DEFAULT_HOUSEHOLDS = 60_000;
/** The year the generator's money amounts describe. */
export const BASE_YEAR = 2024;

/**
 * Shift of the household earnings factor by household type (in standard deviations of the
 * factor), indexed by `HOUSEHOLD_TYPE`: stylised, for the income gaps between family types in the
 * CPS ASEC (recalled: median income of married-couple families with children more than twice
 * that of single-mother families, part of it from the second earner).
 */
const EARNINGS_SHIFT_BY_TYPE: readonly number[] = [0, 0, 0.1, 0.1, -0.8, -0.3, -0.1, -0.2];

/** National shares of race/ethnicity (Census Vintage 2024 estimates: non-Hispanic White, Black, Hispanic, other). */
const RACE_SHARES = cumulative([0.575, 0.12, 0.195, 0.11]);

/** Sample households per state: proportional to ACS households (largest remainder), at least one each when there is room. */
export function allocateHouseholds(total: number): Map<string, number> {
  const states = statesInRegionGroupOrder();
  const weights = states.map((c) => usStateFacts(c).households);
  const sum = weights.reduce((a, b) => a + b, 0);
  const floor = total >= states.length ? 1 : 0;
  const room = total - floor * states.length;
  const exact = weights.map((w) => (w / sum) * room);
  const counts = exact.map((x) => Math.floor(x) + floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return new Map(states.map((c, i) => [c, counts[i]!]));
}

/**
 * Generates the synthetic US population deterministically from a seed: every state and DC in
 * region-group order, households drawn by type (singles, seniors, couples with and without
 * children, single parents, cohabiting partners, roommates, multigenerational families), each
 * person's work, earnings, benefits, retirement and investment income, housing costs and
 * childcare. Tax units, SPM units, families and marital units are built consistently (see
 * docs/data.md). Weights start at state households over sample households; calibrate them with
 * `calibrateUsDataset`. Bulk paths use typed arrays only: 10^6 households fit in memory.
 */
export function generateUsPopulation(options: GenerateOptions = {}): Dataset {
  const total = options.households ?? DEFAULT_HOUSEHOLDS;
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError(`households must be a positive integer, got ${total}`);
  const seed = options.seed ?? 1;
  const year = options.year ?? BASE_YEAR;
  const rng = new Prng(seed);
  // Coverage draws come from their own stream, so they do not shift any other draw.
  const coverageRng = new Prng(seed + 0x636f76);
  const deferralRng = new Prng(seed + 0x646566);
  const people = createPersonTable(Math.ceil(total * 2.7));
  const hh = { id: ints(total), state: ints(total), weight: floats(total) };
  const spm = { id: ints(total), childcare: floats(total) };
  const taxUnits = ints(total * 1.4);
  const families = ints(total);
  const maritalUnits = ints(total * 2);
  const scratch = createHouseholdScratch();
  const rows = new Int32Array(scratch.age.length);
  const nationalSize =
    US_STATES.reduce((a, s) => a + s.population, 0) /
    US_STATES.reduce((a, s) => a + s.households, 0);

  for (const [code, count] of allocateHouseholds(total)) {
    if (count === 0) continue;
    const facts = usStateFacts(code);
    const stateCode = US_STATE_CODES.indexOf(code);
    const typeCumulative = householdTypeCumulative(
      facts.population / facts.households / nationalSize,
    );
    const incomeFactor = facts.medianIncome / US_MEDIAN_HOUSEHOLD_INCOME;
    const weight = facts.households / count;
    for (let h = 0; h < count; h++) {
      drawHousehold(rng, scratch, typeCumulative);
      const householdId = hh.id.push(hh.id.length);
      hh.state.push(stateCode);
      hh.weight.push(weight);
      const race = rng.pick(RACE_SHARES);
      let hasYoungChild = false;
      for (let m = 0; m < scratch.size; m++) if (scratch.age[m]! < 6) hasYoungChild = true;
      const context = {
        stateIncomeFactor: incomeFactor,
        householdSkill: rng.normal() + EARNINGS_SHIFT_BY_TYPE[scratch.type]!,
        hasYoungChild,
      };
      let householdIncome = 0;
      let headSkill = 0;
      for (let m = 0; m < scratch.size; m++) {
        const row = people.addRow();
        rows[m] = row;
        people.i.person_id.set(row, row);
        people.i.household_id.set(row, householdId);
        people.i.race.set(row, race);
        people.f.age.set(row, scratch.age[m]!);
        people.b.is_male.set(row, scratch.male[m]!);
        people.b.is_full_time_student.set(row, scratch.student[m]!);
        people.f.person_weight.set(row, weight);
        const skill = drawPersonIncomes(rng, people, row, context);
        if (m === 0) headSkill = skill;
        householdIncome += personIncome(people, row);
      }
      assignUnits(scratch, rows, people, { taxUnits, families, maritalUnits, spm });
      drawHousing(
        rng,
        people,
        rows[0]!,
        facts,
        scratch.size,
        scratch.age[0]!,
        householdIncome,
        headSkill,
        scratch.type,
      );
      drawChildcare(rng, people, scratch, rows, spm, incomeFactor);
      drawGiving(rng, people, scratch, rows);
      drawCoverage(coverageRng, people, scratch, rows);
      drawDeferrals(deferralRng, people, scratch, rows);
    }
  }

  const personColumns = [
    ...PERSON_INT_COLUMNS.filter((n) => n !== 'race').map((n) =>
      intColumn(n, people.i[n].toArray()),
    ),
    ...PERSON_FLOAT_COLUMNS.map((n) => floatColumn(n, people.f[n].toArray())),
    ...PERSON_BOOL_COLUMNS.map((n) => boolColumn(n, people.b[n].toArray())),
    enumColumn('race', people.i.race.toArray(), RACE_CATEGORIES),
  ];
  const idFrame = (entity: string, ids: Int32Array, extra: Frame['columns'] = []): Frame => ({
    entity,
    rowCount: ids.length,
    columns: [intColumn(`${entity}_id`, ids), ...extra],
  });
  const tables: Record<string, Frame> = {
    person: { entity: 'person', rowCount: people.i.person_id.length, columns: personColumns },
    tax_unit: idFrame('tax_unit', taxUnits.toArray()),
    spm_unit: idFrame('spm_unit', spm.id.toArray(), [
      floatColumn('childcare_expenses', spm.childcare.toArray()),
    ]),
    family: idFrame('family', families.toArray()),
    marital_unit: idFrame('marital_unit', maritalUnits.toArray()),
    household: idFrame('household', hh.id.toArray(), [
      enumColumn('state_code', hh.state.toArray(), US_STATE_CODES),
      floatColumn('household_weight', hh.weight.toArray()),
    ]),
  };
  return createDataset({
    country: 'us',
    name: options.name ?? `us-synthetic-${total}-s${seed}-${year}`,
    year,
    tables,
  });
}
