import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Hawaii standard deduction (N-11 line 22; HRS 235-2.4(c)): the amount for the filing status. */
export const hi_standard_deduction = defineUsVariable({
  id: 'hi_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Hawaii standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['HI'] },
  reference: 'https://files.hawaii.gov/tax/forms/2024/n11ins.pdf',
  formula: (f) =>
    f.lookup(
      f.p.gov.states.hi.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});
