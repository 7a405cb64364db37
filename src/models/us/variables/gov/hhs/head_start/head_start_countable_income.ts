import { defineUsVariable } from '../../../us-variable.js';
import { sumVariables } from '../../../sum-variables.js';

/**
 * Family income counted for Head Start: gross wages, business income, unemployment compensation and
 * pensions or annuities; public assistance, Social Security and investment income are not listed
 * (45 CFR 1305.2, "income").
 */
export const head_start_countable_income = defineUsVariable({
  id: 'head_start_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'Head Start countable income',
  unit: 'currency-USD',
  reference: 'https://www.ecfr.gov/current/title-45/section-1305.2',
  formula: (f) =>
    sumVariables(
      f,
      [
        'employment_income',
        'self_employment_income',
        'unemployment_compensation',
        'pension_income',
      ],
      'members',
    ),
});
