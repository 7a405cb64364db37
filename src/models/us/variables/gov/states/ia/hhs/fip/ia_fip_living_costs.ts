import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Iowa FIP schedule of living costs (standard of need) for the unit's size, with the per-person
 * amount beyond ten (441 IAC 41.28(2)). The SPM unit stands in for the eligible group.
 */
export const ia_fip_living_costs = defineUsVariable({
  id: 'ia_fip_living_costs',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP schedule of living costs',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=31',
  formula: (f) => {
    const p = f.p.gov.states.ia.hhs.fip.standards;
    return bySize(p.living_costs, f.get('spm_unit_size'), p.living_costs_additional);
  },
});
