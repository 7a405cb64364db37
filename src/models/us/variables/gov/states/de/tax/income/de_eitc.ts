import { defineUsVariable } from '../../../../../us-variable.js';
import { deFiling } from './de-filing.js';

/** Delaware earned income credit used (30 Del. C. 1117): the non-refundable credit up to the tax left, or the refundable one, whichever is larger. */
export const de_eitc = defineUsVariable({
  id: 'de_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Delaware earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
  formula: (f) => deFiling(f).eitc,
});
