import { defineUsVariable } from '../../../../../us-variable.js';

/** Iowa taxable income (IA 1040 line 4): Iowa income after its modifications; no Iowa deduction beyond the federal ones has an input. */
export const ia_taxable_income = defineUsVariable({
  id: 'ia_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Iowa taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/code/422.7.pdf',
  formula: (f) => f.get('ia_agi'),
});
