import { REGION } from '../../enums.js';
import { defineUkVariable, perRow } from '../../uk-variable.js';

/** The household lives in England (any region but Wales, Scotland and Northern Ireland). */
export const in_england = defineUkVariable({
  id: 'in_england',
  entity: 'household',
  valueType: 'bool',
  period: 'year',
  label: 'Lives in England',
  formula: (f) => {
    const region = f.get('region');
    const outside = new Set([
      REGION.codes.WALES,
      REGION.codes.SCOTLAND,
      REGION.codes.NORTHERN_IRELAND,
    ]);
    return perRow(f, (i) => (outside.has(region[i]!) ? 0 : 1));
  },
});
