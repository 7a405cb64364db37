import { defineUsVariable } from '../../../../../us-variable.js';
import { kyFiling } from './ky-filing.js';

/** Kentucky non-refundable credits used (Form 740 lines 13-20; KRS 141.0205): the personal tax credits, the family size tax credit and the dependent care credit, each up to the tax left (the tuition credit and the business credits have no input). */
export const ky_non_refundable_credits = defineUsVariable({
  id: 'ky_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kentucky non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/statutes/statute.aspx?id=57934',
  formula: (f) => kyFiling(f).nonRefundable,
});
