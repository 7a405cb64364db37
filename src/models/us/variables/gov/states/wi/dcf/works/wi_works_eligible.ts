import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Wisconsin Works eligibility: a Wisconsin family with a dependent child whose gross income is at
 * or below 115% of the poverty guideline (Wis. Stat. 49.145(2), (3)(b)). Assets are not an input
 * of this model, so the $2,500 asset limit is met.
 */
export const wi_works_eligible = defineUsVariable({
  id: 'wi_works_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Wisconsin Works',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/49/iii/145',
  formula: (f) => {
    const p = f.p.gov.states.wi.dcf.works;
    const child = hasMinorChild(f, p.minor_child_age);
    const gross = f.get('wi_works_gross_income');
    const fpg = f.get('spm_unit_fpg');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = child[i] && gross[i]! <= (p.income_limit * fpg[i]!) / 12 ? 1 : 0;
    return out;
  },
});
