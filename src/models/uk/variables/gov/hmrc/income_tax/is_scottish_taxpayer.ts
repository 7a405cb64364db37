import { REGION } from '../../../enums.js';
import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Lives in Scotland (a Scottish taxpayer under ITA 2007 s80D-80E). */
export const is_scottish_taxpayer = defineUkVariable({
  id: 'is_scottish_taxpayer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Scottish taxpayer',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/80D',
  formula: (f) => {
    const region = f.get('region');
    return perRow(f, (i) => (region[i] === REGION.codes.SCOTLAND ? 1 : 0));
  },
});
