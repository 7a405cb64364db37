import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma standard deduction (Form 511 line 10; 68 O.S. 2358(A)(5)(b)): the amount for the filing status. */
export const ok_standard_deduction = defineUsVariable({
  id: 'ok_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: 'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
  formula: (f) =>
    f.lookup(
      f.p.gov.states.ok.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});
