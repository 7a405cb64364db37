import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * South Carolina subtractions (SC1040 lines 3-4, SC Code 12-6-1140, 12-6-1150, 12-6-1160,
 * 12-6-1170): taxable Social Security, 44% of the net long-term capital gain, the retirement and age 65
 * deductions, the dependent exemption and young child deduction. The others have no input.
 */
export const sc_subtractions = defineUsVariable({
  id: 'sc_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina subtractions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => {
    const rate = f.p.gov.states.sc.tax.income.deductions.capital_gain_rate;
    const ss = f.get('tax_unit_taxable_social_security');
    const gain = f.sum('long_term_capital_gains');
    const retirement = f.sum('sc_retirement_deduction');
    const senior = f.sum('sc_senior_deduction');
    const dependents = f.get('sc_dependent_exemption');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = ss[i]! + rate * Math.max(0, gain[i]!) + retirement[i]! + senior[i]! + dependents[i]!;
    return out;
  },
});
