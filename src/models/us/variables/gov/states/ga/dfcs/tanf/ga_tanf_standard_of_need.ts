import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Georgia TANF standard of need for the month by unit size, with $24 for each member beyond eleven:
 * the ceiling on net countable income and the amount from which it is subtracted (TANF Policy
 * Manual 1605; Appendix A).
 */
export const ga_tanf_standard_of_need = defineUsVariable({
  id: 'ga_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF standard of need',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/appendix-a/',
  formula: (f) => {
    const p = f.p.gov.states.ga.dfcs.tanf.standard_of_need;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
