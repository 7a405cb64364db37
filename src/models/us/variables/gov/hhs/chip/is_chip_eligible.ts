import { byState } from '../../benefit-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/**
 * Whether a child under 19 is a targeted low-income child of the state's separate CHIP program:
 * not eligible for Medicaid, with the tax unit's Medicaid income level at or below the state's CHIP
 * limit (other coverage and immigration status are not modelled).
 */
export const is_chip_eligible = defineUsVariable({
  id: 'is_chip_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for CHIP',
  reference: 'https://www.law.cornell.edu/uscode/text/42/1397jj#b',
  formula: (f) => {
    const ageLimit = f.p.gov.hhs.medicaid.eligibility.categories.older_child.age_limit;
    const limit = byState(f, f.p.gov.hhs.chip.child.income_limit);
    const age = f.get('age');
    const level = f.get('medicaid_income_level');
    const medicaid = f.get('is_medicaid_eligible');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] =
        age[i]! < ageLimit && !medicaid[i] && limit[i]! > 0 && level[i]! <= limit[i]! ? 1 : 0;
    }
    return out;
  },
});
