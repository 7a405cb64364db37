import { bools, floats, ints, type GrowableArray } from './growable.js';

/** Float person columns the generator writes (inputs and the weight). */
export const PERSON_FLOAT_COLUMNS = [
  'person_weight',
  'age',
  'employment_income',
  'pre_tax_contributions',
  'weekly_hours_worked',
  'self_employment_income',
  'w2_wages_from_qualified_business',
  'tip_income',
  'fsla_overtime_premium',
  'unemployment_compensation',
  'taxable_pension_income',
  'social_security_retirement',
  'social_security_disability',
  'taxable_interest_income',
  'tax_exempt_interest_income',
  'qualified_dividend_income',
  'non_qualified_dividend_income',
  'long_term_capital_gains',
  'short_term_capital_gains',
  'rent',
  'real_estate_taxes',
  'home_mortgage_interest',
  'charitable_cash_donations',
  'other_medical_expenses',
  'other_health_insurance_premiums',
] as const;

/** Bool person columns the generator writes. */
export const PERSON_BOOL_COLUMNS = [
  'is_male',
  'is_disabled',
  'is_blind',
  'is_full_time_student',
  'is_tax_unit_head',
  'is_tax_unit_spouse',
  'is_tax_unit_dependent',
  'has_marketplace_health_coverage',
] as const;

/** Int person columns: ids and membership, then the race enum code. */
export const PERSON_INT_COLUMNS = [
  'person_id',
  'household_id',
  'tax_unit_id',
  'spm_unit_id',
  'family_id',
  'marital_unit_id',
  'race',
] as const;

/** A float person column name. */
export type PersonFloat = (typeof PERSON_FLOAT_COLUMNS)[number];
/** A bool person column name. */
export type PersonBool = (typeof PERSON_BOOL_COLUMNS)[number];
/** An int person column name. */
export type PersonInt = (typeof PERSON_INT_COLUMNS)[number];

/** The growable person columns of a population being generated. */
export interface PersonTable {
  readonly f: Record<PersonFloat, GrowableArray<Float64Array>>;
  readonly b: Record<PersonBool, GrowableArray<Uint8Array>>;
  readonly i: Record<PersonInt, GrowableArray<Int32Array>>;
  /** Appends a zeroed person row and returns its index. */
  addRow(): number;
}

/** An empty person table with room for `capacity` rows before it grows. */
export function createPersonTable(capacity: number): PersonTable {
  const f = Object.fromEntries(
    PERSON_FLOAT_COLUMNS.map((n) => [n, floats(capacity)]),
  ) as PersonTable['f'];
  const b = Object.fromEntries(
    PERSON_BOOL_COLUMNS.map((n) => [n, bools(capacity)]),
  ) as PersonTable['b'];
  const i = Object.fromEntries(
    PERSON_INT_COLUMNS.map((n) => [n, ints(capacity)]),
  ) as PersonTable['i'];
  const all = [...Object.values(f), ...Object.values(b), ...Object.values(i)];
  return {
    f,
    b,
    i,
    addRow: () => {
      let row = 0;
      for (const column of all) row = column.extend(1);
      return row;
    },
  };
}
