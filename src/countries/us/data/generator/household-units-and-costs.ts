import type { usStateFacts } from '../us-states.js';
import { HOUSEHOLD_TYPE, RELATION, type HouseholdScratch } from './draw-household.js';
import type { floats, ints } from './growable.js';
import type { PersonTable } from './person-table.js';
import type { Prng } from './prng.js';

/** A person's main cash income (earnings, benefits, pensions, interest, dividends). */
export function personIncome(people: PersonTable, row: number): number {
  const f = people.f;
  return (
    f.employment_income.get(row) +
    f.self_employment_income.get(row) +
    f.social_security_retirement.get(row) +
    f.social_security_disability.get(row) +
    f.taxable_pension_income.get(row) +
    f.unemployment_compensation.get(row) +
    f.taxable_interest_income.get(row) +
    f.qualified_dividend_income.get(row)
  );
}

/** The growable group tables units are appended to. */
export interface GroupColumns {
  readonly taxUnits: ReturnType<typeof ints>;
  readonly families: ReturnType<typeof ints>;
  readonly maritalUnits: ReturnType<typeof ints>;
  readonly spm: {
    readonly id: ReturnType<typeof ints>;
    readonly childcare: ReturnType<typeof floats>;
  };
}

/**
 * Tax units: the head files with a spouse (jointly) and claims children under 19, or under 24 and
 * full-time students; every other adult (partner, grown child, relative, roommate) files alone.
 * Marital units: the married couple together, everyone else alone. SPM units and families: the
 * whole household, except roommates, who each form their own.
 */
export function assignUnits(
  s: HouseholdScratch,
  rows: Int32Array,
  people: PersonTable,
  g: GroupColumns,
): void {
  const headUnit = g.taxUnits.push(g.taxUnits.length);
  const headMarital = g.maritalUnits.push(g.maritalUnits.length);
  const roommates = s.type === HOUSEHOLD_TYPE.roommates;
  let spmId = -1;
  let familyId = -1;
  for (let m = 0; m < s.size; m++) {
    const row = rows[m]!;
    const relation = s.relation[m]!;
    const age = s.age[m]!;
    const dependent = relation === RELATION.child && (age < 19 || (age < 24 && s.student[m] === 1));
    let unit: number;
    if (m === 0 || relation === RELATION.spouse || dependent) {
      unit = headUnit;
      people.b.is_tax_unit_head.set(row, m === 0 ? 1 : 0);
      people.b.is_tax_unit_spouse.set(row, relation === RELATION.spouse ? 1 : 0);
      people.b.is_tax_unit_dependent.set(row, dependent ? 1 : 0);
    } else {
      unit = g.taxUnits.push(g.taxUnits.length);
      people.b.is_tax_unit_head.set(row, 1);
    }
    people.i.tax_unit_id.set(row, unit);
    const marital =
      m === 0 || relation === RELATION.spouse
        ? headMarital
        : g.maritalUnits.push(g.maritalUnits.length);
    people.i.marital_unit_id.set(row, marital);
    if (roommates || spmId < 0) {
      spmId = g.spm.id.push(g.spm.id.length);
      g.spm.childcare.push(0);
      familyId = g.families.push(g.families.length);
    }
    people.i.spm_unit_id.set(row, spmId);
    people.i.family_id.set(row, familyId);
  }
}

/** Owning or renting, and the housing costs that go with it, on the household head. */
export function drawHousing(
  rng: Prng,
  people: PersonTable,
  headRow: number,
  facts: ReturnType<typeof usStateFacts>,
  size: number,
  headAge: number,
  income: number,
  skill: number,
  type: number,
): void {
  const f = people.f;
  let pOwner =
    facts.ownerShare + (headAge < 30 ? -0.35 : headAge < 45 ? -0.08 : headAge < 65 ? 0.08 : 0.12);
  pOwner += Math.max(-0.25, Math.min(0.2, 0.12 * Math.log((income + 10000) / 70000)));
  if (type === HOUSEHOLD_TYPE.roommates) pOwner -= 0.35;
  if (type === HOUSEHOLD_TYPE.coupleNoChildren || type === HOUSEHOLD_TYPE.coupleWithChildren)
    pOwner += 0.12;
  if (rng.chance(Math.min(0.97, Math.max(0.03, pOwner)))) {
    const value = facts.medianHomeValue * Math.exp(0.45 * rng.normal() + 0.2 * skill);
    f.real_estate_taxes.set(
      headRow,
      Math.round(value * facts.propertyTaxRate * Math.exp(0.2 * rng.normal())),
    );
    if (rng.chance(headAge < 65 ? 0.72 : 0.3)) {
      const balance = value * rng.between(0.2, 0.85) * (headAge < 45 ? 1 : 0.7);
      f.home_mortgage_interest.set(headRow, Math.round(balance * rng.between(0.028, 0.065)));
    }
  } else if (rng.chance(0.95)) {
    // Rent rises with income (a stylised elasticity of 0.35 around 65% of the state median
    // household income, roughly renters' median), so low-income renters do not all pay the
    // state median rent.
    const relative = Math.max(0, income + 15000) / (0.65 * facts.medianIncome + 15000);
    const monthly =
      facts.medianRent *
      Math.exp(0.3 * rng.normal()) *
      (0.8 + 0.08 * Math.min(size, 6)) *
      Math.min(2, Math.max(0.5, relative ** 0.35));
    f.rent.set(headRow, Math.round(12 * monthly));
  }
}

/** Childcare for children under 13 when every parent in the head's unit works. */
export function drawChildcare(
  rng: Prng,
  people: PersonTable,
  s: HouseholdScratch,
  rows: Int32Array,
  spm: GroupColumns['spm'],
  incomeFactor: number,
): void {
  let infants = 0;
  let school = 0;
  let parentsWork = true;
  for (let m = 0; m < s.size; m++) {
    const age = s.age[m]!;
    if (s.relation[m] === RELATION.child && age < 13) {
      if (age < 5) infants++;
      else school++;
    }
    if (
      (m === 0 || s.relation[m] === RELATION.spouse) &&
      people.f.employment_income.get(rows[m]!) + people.f.self_employment_income.get(rows[m]!) <= 0
    )
      parentsWork = false;
  }
  if ((infants === 0 && school === 0) || !parentsWork || !rng.chance(0.55)) return;
  const amount = (infants * 9500 + school * 3500) * incomeFactor * Math.exp(0.4 * rng.normal());
  spm.childcare.set(people.i.spm_unit_id.get(rows[0]!), Math.round(amount));
}

/** Cash gifts to charity, by each tax unit head, rising with the unit's income. */
export function drawGiving(
  rng: Prng,
  people: PersonTable,
  s: HouseholdScratch,
  rows: Int32Array,
): void {
  for (let m = 0; m < s.size; m++) {
    const row = rows[m]!;
    if (people.b.is_tax_unit_head.get(row) !== 1) continue;
    const income = personIncome(people, row);
    const p = 0.15 + (income > 100000 ? 0.35 : 0) + (s.age[m]! >= 65 ? 0.1 : 0);
    if (income > 0 && rng.chance(p))
      people.f.charitable_cash_donations.set(
        row,
        Math.round(income * 0.025 * Math.exp(0.8 * rng.normal())),
      );
  }
}
