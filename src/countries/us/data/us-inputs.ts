import type { ColumnKind } from '../../../data/index.js';

/** How one model input variable is stored in a dataset. */
export interface UsInputSpec {
  readonly entity: 'person' | 'tax_unit' | 'spm_unit' | 'family' | 'marital_unit' | 'household';
  readonly kind: ColumnKind;
  readonly categories?: readonly string[];
}

/** Categories of the `race` enum, in code order. */
export const RACE_CATEGORIES = ['WHITE', 'BLACK', 'HISPANIC', 'OTHER'] as const;

const money = (entity: UsInputSpec['entity']): UsInputSpec => ({ entity, kind: 'float' });
const flag = (entity: UsInputSpec['entity']): UsInputSpec => ({ entity, kind: 'bool' });

/**
 * The US model inputs a dataset may carry, by PolicyEngine-US variable id, with entity and
 * storage kind (money and hours are floats, yearly). `state_code` categories are the state codes
 * (see `US_STATE_CODES`) and are attached when the column is built.
 */
export const US_INPUT_VARIABLES: Readonly<Record<string, UsInputSpec>> = {
  age: { entity: 'person', kind: 'float' },
  is_male: flag('person'),
  race: { entity: 'person', kind: 'enum', categories: RACE_CATEGORIES },
  is_disabled: flag('person'),
  is_blind: flag('person'),
  is_full_time_student: flag('person'),
  employment_income: money('person'),
  pre_tax_contributions: money('person'),
  weekly_hours_worked: money('person'),
  self_employment_income: money('person'),
  w2_wages_from_qualified_business: money('person'),
  tip_income: money('person'),
  fsla_overtime_premium: money('person'),
  unemployment_compensation: money('person'),
  taxable_pension_income: money('person'),
  social_security_retirement: money('person'),
  social_security_disability: money('person'),
  taxable_interest_income: money('person'),
  tax_exempt_interest_income: money('person'),
  qualified_dividend_income: money('person'),
  non_qualified_dividend_income: money('person'),
  long_term_capital_gains: money('person'),
  short_term_capital_gains: money('person'),
  rent: money('person'),
  real_estate_taxes: money('person'),
  home_mortgage_interest: money('person'),
  charitable_cash_donations: money('person'),
  other_medical_expenses: money('person'),
  other_health_insurance_premiums: money('person'),
  is_tax_unit_head: flag('person'),
  is_tax_unit_spouse: flag('person'),
  is_tax_unit_dependent: flag('person'),
  has_marketplace_health_coverage: flag('person'),
  childcare_expenses: money('spm_unit'),
  state_code: { entity: 'household', kind: 'enum' },
};

/** Person input ids that are money amounts uprated by an income index (see uprating). */
export const US_PERSON_MONEY_INPUTS: readonly string[] = Object.entries(US_INPUT_VARIABLES)
  .filter(
    ([id, s]) =>
      s.entity === 'person' && s.kind === 'float' && id !== 'age' && id !== 'weekly_hours_worked',
  )
  .map(([id]) => id);
