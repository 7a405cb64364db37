import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia standard deduction by filing status (Va. Code 58.1-322.03(3)). */
export const va_standard_deduction = defineUsVariable({
  id: 'va_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    return f.lookup(
      f.p.gov.states.va.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    );
  },
});
