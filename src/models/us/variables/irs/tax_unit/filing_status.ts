import { FILING_STATUS } from '../../enums.js';
import { defineUsVariable } from '../../us-variable.js';

/**
 * Filing status. Without an input: joint when the unit has a spouse, head of household when a
 * single filer has dependents, single otherwise (separate and surviving spouse only as inputs).
 */
export const filing_status = defineUsVariable({
  id: 'filing_status',
  entity: 'tax_unit',
  valueType: 'enum',
  enum: FILING_STATUS,
  period: 'year',
  label: 'Filing status',
  default: 'SINGLE',
  reference: ['https://www.law.cornell.edu/uscode/text/26/1', 'https://www.law.cornell.edu/uscode/text/26/2'],
  formula: (f) => {
    const spouses = f.sum('is_tax_unit_spouse');
    const dependents = f.sum('is_tax_unit_dependent');
    const out = new Int32Array(f.size);
    const { JOINT, HEAD_OF_HOUSEHOLD, SINGLE } = FILING_STATUS.codes;
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = spouses[i]! > 0 ? JOINT : dependents[i]! > 0 ? HEAD_OF_HOUSEHOLD : SINGLE;
    return out;
  },
});
