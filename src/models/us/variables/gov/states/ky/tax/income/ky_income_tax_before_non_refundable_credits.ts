import { defineUsVariable } from '../../../../../us-variable.js';
import { kyFiling } from './ky-filing.js';

/** Kentucky tax (Form 740 line 12; KRS 141.020(2)): the rate on taxable income. */
export const ky_income_tax_before_non_refundable_credits = defineUsVariable({
  id: 'ky_income_tax_before_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky income tax before non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=54585',
  formula: (f) => kyFiling(f).tax,
});
