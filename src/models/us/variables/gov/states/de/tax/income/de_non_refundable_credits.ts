import { defineUsVariable } from '../../../../../us-variable.js';
import { deFiling } from './de-filing.js';

/** Delaware non-refundable credits used (PIT-RES lines 15-23): personal credits, the child care credit and the non-refundable earned income credit, each column's up to its tax. */
export const de_non_refundable_credits = defineUsVariable({
  id: 'de_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => deFiling(f).nonRefundable,
});
