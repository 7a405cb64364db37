import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Georgia TANF family maximum for the month by unit size, with $17 for each member beyond eleven:
 * the largest payment (TANF Policy Manual 1605; Appendix A). The family cap on increases for a
 * child born while the family receives TANF is not modelled.
 */
export const ga_tanf_family_maximum = defineUsVariable({
  id: 'ga_tanf_family_maximum',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF family maximum',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/appendix-a/',
  formula: (f) => {
    const p = f.p.gov.states.ga.dfcs.tanf.family_maximum;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
