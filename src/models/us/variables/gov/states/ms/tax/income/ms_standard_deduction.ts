import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Mississippi standard deduction by filing status (Miss. Code Ann. 27-7-17(3)). */
export const ms_standard_deduction = defineUsVariable({
  id: 'ms_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference:
    'https://law.justia.com/codes/mississippi/title-27/chapter-7/article-1/section-27-7-17/',
  formula: (f) =>
    f.lookup(
      f.p.gov.states.ms.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});
