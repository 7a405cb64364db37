import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Massachusetts TAFDC countable income for the month's grant: earned income after the $200 and
 * 50 percent disregards and dependent care (nothing in a month of the full earned income
 * disregard), plus countable unearned income (106 CMR 704.281 and 704.500).
 */
export const ma_tafdc_countable_income = defineUsVariable({
  id: 'ma_tafdc_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-281',
  formula: (f) => {
    const earned = f.get('ma_tafdc_earned_income_after_disregards');
    const full = f.get('ma_tafdc_full_earned_income_disregard');
    const unearned = f.get('ma_tafdc_countable_unearned_income');
    return earned.map((e, i) => (full[i] ? 0 : e) + unearned[i]!);
  },
});
