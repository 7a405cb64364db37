import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Eligible for the EITC: investment income within the limit, not someone else's dependent, and
 * either a qualifying child or a filer aged 25–64.
 */
export const eitc_eligible = defineUsVariable({
  id: 'eitc_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for the EITC',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/32#c_1',
    'https://www.law.cornell.edu/uscode/text/26/32#i',
  ],
  formula: (f) => {
    const limit = f.p.gov.irs.credits.eitc.phase_out.max_investment_income;
    const children = f.get('eitc_child_count');
    const ageOk = f.any('eitc_age_eligible_filer');
    const investment = f.get('eitc_relevant_investment_income');
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      out[i] = investment[i]! <= limit && !dependent[i] && (children[i]! > 0 || ageOk[i]) ? 1 : 0;
    }
    return out;
  },
});
