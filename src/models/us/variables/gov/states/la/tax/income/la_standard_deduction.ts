import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Louisiana standard deduction (La. R.S. 47:293(10), from 2025; 0 before, when it is part of the personal exemption). */
export const la_standard_deduction = defineUsVariable({
  id: 'la_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101565',
  formula: (f) => byFilingStatus(f, f.p.gov.states.la.tax.income.standard_deduction),
});
