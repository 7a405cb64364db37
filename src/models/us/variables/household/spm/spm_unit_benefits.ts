import { defineUsVariable } from '../../us-variable.js';
import { PERSON_BENEFITS, SPM_UNIT_BENEFITS } from '../totals/household_benefits.js';
import { sumVariables } from '../../sum-variables.js';
import { PERSON_STATE_BENEFITS } from '../totals/household_state_benefits.js';

/**
 * Benefits the SPM counts as resources: the household benefits without Head Start, Early Head
 * Start and CSFP, plus Alaska energy relief. Each is summed over the SPM unit's own members, the
 * state benefits too: a roommate's state supplement is a resource of that roommate's unit only.
 */
export const spm_unit_benefits = defineUsVariable({
  id: 'spm_unit_benefits',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'SPM unit benefits',
  unit: 'currency-USD',
  formula: (f) => {
    const excluded = new Set([
      'head_start',
      'early_head_start',
      'commodity_supplemental_food_program',
    ]);
    const people = sumVariables(
      f,
      [
        ...PERSON_BENEFITS.filter((id) => !excluded.has(id)),
        'ak_energy_relief',
        ...PERSON_STATE_BENEFITS,
      ],
      'members',
    );
    const own = SPM_UNIT_BENEFITS.map((id) => f.get(id));
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      let ownTotal = 0;
      for (const c of own) ownTotal += c[i]!;
      out[i] = people[i]! + ownTotal;
    }
    return out;
  },
});
