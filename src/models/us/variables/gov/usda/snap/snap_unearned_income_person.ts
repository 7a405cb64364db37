import { sumVariables } from '../../../sum-variables.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Person-level unearned income sources SNAP counts (7 CFR 273.9(b)(2)). */
export const SNAP_UNEARNED_SOURCES = [
  'ssi',
  'pension_income',
  'unemployment_compensation',
  'social_security',
  'dividend_income',
  'interest_income',
] as const;

/**
 * A person's monthly unearned income counted by SNAP: SSI, pensions, unemployment compensation,
 * Social Security, dividends and interest. An excluded member's income counts only for the share of
 * the unit that remains eligible (7 CFR 273.11(c)).
 */
export const snap_unearned_income_person = defineUsVariable({
  id: 'snap_unearned_income_person',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'SNAP unearned income (person)',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/273.9#b_2',
  formula: (f) => {
    const out = sumVariables(f, SNAP_UNEARNED_SOURCES);
    const eligible = f.get('is_snap_unit_eligible_person');
    const excluded = f.get('snap_ineligible_members_fraction');
    for (let i = 0; i < f.size; i += 1) if (!eligible[i]) out[i] = out[i]! * (1 - excluded[i]!);
    return out;
  },
});
