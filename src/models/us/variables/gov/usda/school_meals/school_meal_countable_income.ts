import { defineUsVariable } from '../../../us-variable.js';
import { MEMBER_CASH_INCOME_SOURCES } from '../../benefit-vectors.js';
import { sumVariables } from '../../../sum-variables.js';

/**
 * Annual income counted for free and reduced-price school meals: earnings, Social Security, SSI,
 * pensions, unemployment compensation, dividends and interest of the members, and the unit's TANF
 * (7 CFR 245.6(a); 7 CFR 245.2 "income").
 */
export const school_meal_countable_income = defineUsVariable({
  id: 'school_meal_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'School meal countable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/245.6',
  formula: (f) => {
    const people = sumVariables(f, MEMBER_CASH_INCOME_SOURCES, 'members');
    const tanf = f.get('tanf');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = people[i]! + tanf[i]!;
    return out;
  },
});
