import { TENURE_TYPE } from '../../enums.js';
import { defineUkVariable, perRow } from '../../uk-variable.js';

/** Rents from a council, a housing association or privately. */
export const is_renting = defineUkVariable({
  id: 'is_renting',
  entity: 'household',
  valueType: 'bool',
  period: 'year',
  label: 'Is renting',
  formula: (f) => {
    const tenure = f.get('tenure_type');
    const rented = [
      TENURE_TYPE.codes.RENT_FROM_COUNCIL,
      TENURE_TYPE.codes.RENT_FROM_HA,
      TENURE_TYPE.codes.RENT_PRIVATELY,
    ];
    return perRow(f, (i) => (rented.includes(tenure[i]! as 0 | 1 | 2) ? 1 : 0));
  },
});
