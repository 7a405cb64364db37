import { defineUsVariable } from '../../../../../us-variable.js';

/** Georgia itemized deductions: the federal itemized deductions (Schedule A before the overall limit). */
export const ga_itemized_deductions = defineUsVariable({
  id: 'ga_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Georgia itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  formula: (f) => Float64Array.from(f.get('itemized_taxable_income_deductions')),
});
