import { defineUsVariable } from '../../../../../us-variable.js';
import { kyFiling } from './ky-filing.js';

/** Kentucky taxable income (Form 740 line 11): Kentucky AGI less the standard or itemized deductions, summed over the columns of a combined separate return. */
export const ky_taxable_income = defineUsVariable({
  id: 'ky_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=54585',
  formula: (f) => kyFiling(f).taxableIncome,
});
