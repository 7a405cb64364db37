import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Modified adjusted gross income (AGI plus tax-exempt interest) of the tax unit in the tax year two
 * years before the premium year, which sets the Part B income-related adjustment (20 CFR
 * 418.1115). An input: the model computes only the simulated year, so without it no adjustment is
 * charged.
 */
export const medicare_irmaa_magi = defineUsVariable({
  id: 'medicare_irmaa_magi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'MAGI two years earlier, for the Medicare Part B income-related adjustment',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/cfr/text/20/418.1115',
    'https://www.law.cornell.edu/cfr/text/20/418.1010',
  ],
});
