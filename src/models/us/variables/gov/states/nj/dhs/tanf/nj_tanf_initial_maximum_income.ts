import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * New Jersey WFNJ/TANF initial maximum allowable income for the month, by unit size: 150% of the
 * maximum benefit, as Schedule I prints it (N.J.A.C. 10:90-3.1(b), 10:90-3.3).
 */
export const nj_tanf_initial_maximum_income = defineUsVariable({
  id: 'nj_tanf_initial_maximum_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Jersey TANF initial maximum allowable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/new-jersey/N-J-A-C-10-90-3-3',
  formula: (f) => {
    const p = f.p.gov.states.nj.dhs.tanf.initial_maximum_income;
    return bySize(p.schedule, f.get('spm_unit_size'), p.additional_person);
  },
});
