import { defineUsVariable } from '../../../../../us-variable.js';
import { byFilingStatus } from '../../../../../tax-vectors.js';

/** DC standard deduction (D-40 line 16; D.C. Code 47-1801.04(44)): DC's basic amount for the filing status plus the federal additional amount for age and blindness. */
export const dc_standard_deduction = defineUsVariable({
  id: 'dc_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1801.04',
  formula: (f) => {
    const basic = byFilingStatus(f, f.p.gov.states.dc.tax.income.deductions.standard);
    const additional = f.get('additional_standard_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = basic[i]! + additional[i]!;
    return out;
  },
});
