import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Georgia TANF financial eligibility: a unit with a dependent child whose gross countable income is
 * equal to or less than the gross income ceiling (185 percent of the standard of need) and whose
 * net countable income is less than the standard of need (TANF Policy Manual 1605; Ga. Comp. R. &
 * Regs. 290-2-28-.13). The $1,000 resource limit is taken as met (resources are not an input);
 * time limits, work requirements and penalties are not modelled.
 */
export const ga_tanf_eligible = defineUsVariable({
  id: 'ga_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Georgia TANF',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/1605/',
  formula: (f) => {
    const p = f.p.gov.states.ga.dfcs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = f.get('ga_tanf_gross_income');
    const net = f.get('ga_tanf_countable_income');
    const need = f.get('ga_tanf_standard_of_need');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const ceiling = need[i]! * p.income.gross_income_ceiling_rate;
      out[i] = child[i] && gross[i]! <= ceiling && net[i]! < need[i]! ? 1 : 0;
    }
    return out;
  },
});
