import {
  INTRA_DECILE_BUCKETS,
  type IntraDecileBucket,
  type MacroOutput,
  type RegionImpact,
} from '../contract/index.js';
import { changeBucket } from './distribution.js';
import { idColumn, weightColumn, type MacroProfile } from './macro-profile.js';
import { NO_ROW, rowsOfIds, type SortedFrame } from './sorted-frame.js';
import { REPORT_INPUT_ERROR_CODES, ReportInputError } from './report-input-error.js';
import { CompensatedSum, safeRatio } from './summation.js';

type Pair = { baseline: SortedFrame; reform: SortedFrame };

const HOUSEHOLD = 'household';
const PERSON = 'person';

/** A row outside every region. */
const NO_REGION = -1;

/** Where each household row (id order) and each person row (id order) is: a region index or {@link NO_REGION}. */
interface RegionsOfRows {
  readonly householdIds: Float64Array;
  readonly ofHousehold: Int32Array;
  readonly ofPerson: Int32Array;
}

/** Each person's region: their household's (through `person.householdId`), {@link NO_REGION} when it is not in the frame. */
function personRegions(
  personHousehold: Float64Array,
  householdIds: Float64Array,
  ofHousehold: Int32Array,
): Int32Array {
  const rows = rowsOfIds(householdIds, personHousehold);
  const out = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    out[i] = row === NO_ROW ? NO_REGION : ofHousehold[row]!;
  }
  return out;
}

/**
 * The region of each row of an entity's frame (id order), {@link NO_REGION} for a row whose
 * household is not in the frame: a household's own; a person's, their household's; a group's,
 * the household of its members (through `<entity>_id` on the person frame — groups nest in
 * households).
 */
function rowRegions(
  entity: string,
  rows: SortedFrame,
  people: SortedFrame,
  regions: RegionsOfRows,
): Int32Array {
  const ids = rows.floats(idColumn(entity));
  const of = (regionOfRow: Int32Array, rowOfId: Int32Array): Int32Array =>
    Int32Array.from(rowOfId, (row) => (row === NO_ROW ? NO_REGION : regionOfRow[row]!));
  if (entity === HOUSEHOLD) return of(regions.ofHousehold, rowsOfIds(regions.householdIds, ids));
  const personIds = people.floats(idColumn(PERSON));
  if (entity === PERSON) return of(regions.ofPerson, rowsOfIds(personIds, ids));
  const out = new Int32Array(ids.length).fill(NO_REGION);
  const groupOfPerson = rowsOfIds(ids, people.floats(idColumn(entity)));
  for (let i = 0; i < groupOfPerson.length; i++) {
    const group = groupOfPerson[i]!;
    const r = regions.ofPerson[i]!;
    if (group !== NO_ROW && r !== NO_REGION) out[group] = r;
  }
  return out;
}

/** The buckets of people gaining (first two) and losing (last two) of {@link INTRA_DECILE_BUCKETS}. */
const GAIN_BUCKETS: readonly IntraDecileBucket[] = ['Gain more than 5%', 'Gain less than 5%'];
const LOSS_BUCKETS: readonly IntraDecileBucket[] = ['Lose less than 5%', 'Lose more than 5%'];

/** The running sums of one region, each added to in id order. */
class RegionSums {
  readonly households = new CompensatedSum();
  readonly stateTaxBaseline = new CompensatedSum();
  readonly stateTaxReform = new CompensatedSum();
  readonly taxChange = new CompensatedSum();
  readonly stateTaxChange = new CompensatedSum();
  readonly otherStateTaxChange = new CompensatedSum();
  readonly netIncomeChange = new CompensatedSum();
  readonly peopleOfHouseholds = new CompensatedSum();
  readonly inBucket = new Map(INTRA_DECILE_BUCKETS.map((b) => [b, new CompensatedSum()]));
  readonly persons = new CompensatedSum();
  readonly poorBaseline = new CompensatedSum();
  readonly poorReform = new CompensatedSum();
}

/**
 * The `states` section: per region of the household region column (`profile.household.region`,
 * an enum; keys are its categories in lower case, only those with households in the data),
 *
 * - `state_income_tax`: Σ weight × state income tax under each policy (each policy's own
 *   household weights, as the budget's `state_tax_revenue_impact`, whose regions sum to it);
 * - `other_state_tax_change`: Δ of the profile's `otherStateTaxPrograms` (a use tax), each row
 *   weighted by its own entity's weight and placed in its household's region;
 * - `federal_tax_change`: Δ household tax − Δ state income tax − Δ other state taxes (without
 *   other state taxes, PolicyEngine's split of tax revenue into federal and state);
 * - `households`, `net_income_change` (Σ weight × Δ household net income) and
 *   `average_net_income_change` (their ratio);
 * - `people`: the share of people (household weight × household size) in each intra-decile
 *   bucket ({@link changeBucket}), `share_gaining` and `share_losing` their sums beyond "No change";
 * - `poverty_rate`: person-weighted share of people flagged poor (`profile.person.inPoverty`,
 *   SPM in the US), a person's region being their household's (`profile.person.householdId`).
 *
 * Rows are read in id order and every sum is compensated, so segmentation cannot change a total;
 * every ratio of an empty denominator is 0, so no NaN can arise. Undefined when the profile has
 * no region column.
 */
export function computeStates(
  profile: MacroProfile,
  pairOf: (entity: string) => Pair,
): NonNullable<MacroOutput['states']> | undefined {
  const h = profile.household;
  if (h.region === undefined) return undefined;
  const households = pairOf(HOUSEHOLD);
  const people = pairOf(PERSON);
  const { codes, categories } = households.baseline.categorical(h.region);
  const sums = categories.map(() => new RegionSums());
  const used = new Uint8Array(categories.length);

  const baseWeight = households.baseline.floats(weightColumn(HOUSEHOLD));
  const reformWeight = households.reform.floats(weightColumn(HOUSEHOLD));
  const size = households.baseline.floats(h.countPeople);
  const baseNet = households.baseline.floats(h.netIncome);
  const reformNet = households.reform.floats(h.netIncome);
  const baseState = households.baseline.floats(h.stateIncomeTax);
  const reformState = households.reform.floats(h.stateIncomeTax);
  const baseTax = households.baseline.floats(h.tax);
  const reformTax = households.reform.floats(h.tax);
  const householdIds = households.baseline.floats(idColumn(HOUSEHOLD));
  const ofHousehold = new Int32Array(codes.length).fill(NO_REGION);
  for (let i = 0; i < codes.length; i++) {
    const r = codes[i]!;
    const s = sums[r];
    if (s === undefined) continue; // a code outside the categories has no name to report under
    used[r] = 1;
    ofHousehold[i] = r;
    const wb = baseWeight[i]!;
    const wr = reformWeight[i]!;
    s.households.add(wb);
    s.stateTaxBaseline.add(wb * baseState[i]!);
    s.stateTaxReform.add(wr * reformState[i]!);
    s.taxChange.add(wr * reformTax[i]! - wb * baseTax[i]!);
    s.stateTaxChange.add(wr * reformState[i]! - wb * baseState[i]!);
    s.netIncomeChange.add(wb * (reformNet[i]! - baseNet[i]!));
    const peopleWeight = wb * size[i]!;
    s.peopleOfHouseholds.add(peopleWeight);
    s.inBucket.get(changeBucket(baseNet[i]!, reformNet[i]!))!.add(peopleWeight);
  }

  const personWeight = people.baseline.floats(weightColumn(PERSON));
  const personHousehold = people.baseline.floats(profile.person.householdId);
  const regions: RegionsOfRows = {
    householdIds,
    ofHousehold,
    ofPerson: personRegions(personHousehold, householdIds, ofHousehold),
  };
  const poorBaseline = people.baseline.floats(profile.person.inPoverty);
  const poorReform = people.reform.floats(profile.person.inPoverty);
  for (let i = 0; i < personWeight.length; i++) {
    const r = regions.ofPerson[i]!;
    if (r === NO_REGION) continue; // a person of no household in the frame belongs to no region
    const s = sums[r]!;
    const w = personWeight[i]!;
    s.persons.add(w);
    if (poorBaseline[i]! !== 0) s.poorBaseline.add(w * poorBaseline[i]!);
    if (poorReform[i]! !== 0) s.poorReform.add(w * poorReform[i]!);
  }

  const programs = new Map(profile.programs.map((p) => [p.id, p]));
  for (const id of profile.otherStateTaxPrograms ?? []) {
    const program = programs.get(id);
    if (program === undefined)
      throw new ReportInputError(
        REPORT_INPUT_ERROR_CODES.unknownProgram,
        `otherStateTaxPrograms names ${id}, which is not a program of the profile`,
        HOUSEHOLD,
      );
    const pair = pairOf(program.entity);
    const region = rowRegions(program.entity, pair.baseline, people.baseline, regions);
    const base = pair.baseline.floats(program.variable);
    const reform = pair.reform.floats(program.variable);
    const wb = pair.baseline.floats(weightColumn(program.entity));
    const wr = pair.reform.floats(weightColumn(program.entity));
    for (let i = 0; i < region.length; i++) {
      const r = region[i]!;
      if (r !== NO_REGION)
        sums[r]!.otherStateTaxChange.add(wr[i]! * reform[i]! - wb[i]! * base[i]!);
    }
  }

  const out: Record<string, RegionImpact> = {};
  categories.forEach((category, r) => {
    if (used[r] === 0) return;
    const s = sums[r]!;
    const everyone = s.peopleOfHouseholds.value;
    const share = (bucket: IntraDecileBucket): number =>
      safeRatio(s.inBucket.get(bucket)!.value, everyone);
    const bucketShares = {} as Record<IntraDecileBucket, number>;
    for (const bucket of INTRA_DECILE_BUCKETS) bucketShares[bucket] = share(bucket);
    const povertyBaseline = safeRatio(s.poorBaseline.value, s.persons.value);
    const povertyReform = safeRatio(s.poorReform.value, s.persons.value);
    out[category.toLowerCase()] = {
      state_income_tax: { baseline: s.stateTaxBaseline.value, reform: s.stateTaxReform.value },
      federal_tax_change: s.taxChange.value - s.stateTaxChange.value - s.otherStateTaxChange.value,
      other_state_tax_change: s.otherStateTaxChange.value,
      households: s.households.value,
      net_income_change: s.netIncomeChange.value,
      average_net_income_change: safeRatio(s.netIncomeChange.value, s.households.value),
      people: bucketShares,
      share_gaining: GAIN_BUCKETS.reduce((sum, b) => sum + bucketShares[b], 0),
      share_losing: LOSS_BUCKETS.reduce((sum, b) => sum + bucketShares[b], 0),
      poverty_rate: { baseline: povertyBaseline, reform: povertyReform },
      poverty_rate_change: povertyReform - povertyBaseline,
    };
  });
  return out;
}
