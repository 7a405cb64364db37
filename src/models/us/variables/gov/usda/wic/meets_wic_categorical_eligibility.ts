import { defineUsVariable } from '../../../us-variable.js';

/**
 * Adjunctive income eligibility for WIC (42 U.S.C. 1786(d)(2)(A)(ii), (iii)): the family receives SNAP
 * in the month or TANF, the person receives Medicaid, or an infant in the family does (full take-up:
 * Medicaid eligibility stands for receipt).
 */
export const meets_wic_categorical_eligibility = defineUsVariable({
  id: 'meets_wic_categorical_eligibility',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Adjunctively income eligible for WIC',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1786#d_2_A',
  formula: (f) => {
    const year = String(f.year);
    const snap = f.get('snap');
    const tanf = f.get('tanf', year);
    const medicaid = f.get('is_medicaid_eligible', year);
    const familyInfant = f.get('has_medicaid_infant', year);
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = snap[i]! > 0 || tanf[i]! > 0 || medicaid[i] !== 0 || familyInfant[i]! > 0 ? 1 : 0;
    return out;
  },
});
