import { defineUsVariable } from '../../../us-variable.js';

/**
 * An infant in the family receives Medicaid (full take-up: is eligible), which makes every member
 * adjunctively income eligible for WIC (42 U.S.C. 1786(d)(2)(A)(iii)(II)).
 */
export const has_medicaid_infant = defineUsVariable({
  id: 'has_medicaid_infant',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'year',
  label: 'An infant in the family receives Medicaid',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1786#d_2_A',
  formula: (f) => {
    const age = f.members('age');
    const infants = new Uint8Array(age.length);
    for (let i = 0; i < age.length; i += 1) infants[i] = age[i]! < 1 ? 1 : 0;
    return f.any('is_medicaid_eligible', { mask: infants });
  },
});
