import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Utah FEP eligibility for the month: a household with a dependent child whose gross countable
 * income is at most 185% of the Standard Needs Budget (the gross test) and whose applicant net
 * countable income is below the SNB (the net test; Utah Admin. Code R986-200-239(1), (4)). The net
 * test is taken as an applicant takes it, without the recipients' 50% disregard: a family must
 * qualify on entry, and one that does also passes it as a recipient. Resources are not an input,
 * so the $2,000 asset test (R986-200-230) passes; time limits and work requirements are not
 * modelled, and two-parent (FEPTP) households are treated like FEP ones.
 */
export const ut_fep_eligible = defineUsVariable({
  id: 'ut_fep_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for the Utah Family Employment Program',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
  formula: (f) => {
    const p = f.p.gov.states.ut.dws.fep;
    const child = hasMinorChild(f, p.minor_child_age);
    const snb = f.get('ut_fep_standard_needs_budget');
    const gross = f.get('ut_fep_gross_income');
    const net = f.get('ut_fep_applicant_countable_income');
    return Uint8Array.from(child, (c, i) =>
      c && gross[i]! <= snb[i]! * p.income.gross_income_limit_rate && net[i]! < snb[i]! ? 1 : 0,
    );
  },
});
