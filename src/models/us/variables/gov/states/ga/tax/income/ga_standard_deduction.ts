import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia standard deduction by filing status (O.C.G.A. 48-7-27(a)(1)). */
export const ga_standard_deduction = defineUsVariable({
  id: 'ga_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  formula: (f) =>
    f.lookup(
      f.p.gov.states.ga.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});
