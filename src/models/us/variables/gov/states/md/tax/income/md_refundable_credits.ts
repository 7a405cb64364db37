import { sumVariables } from '../../../../../sum-variables.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland refundable credits: the refundable earned income credit and the child tax credit. */
export const md_refundable_credits = defineUsVariable({
  id: 'md_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    return sumVariables(f, ['md_refundable_eitc', 'md_ctc']);
  },
});
