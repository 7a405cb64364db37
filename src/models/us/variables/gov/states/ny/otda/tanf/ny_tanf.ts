import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * New York Family Assistance (the state's TANF cash grant) for the month: a New York household with
 * a dependent child whose countable income is below its standard of need receives the standard less
 * that income (N.Y. Social Services Law 131-a(1)). Resources are not an input of
 * this model, so the $2,000 ($3,000 with a member aged 60 or over) resource test passes; the
 * applicant test without the earned income disregard (18 NYCRR 352.20(d)) is not applied.
 */
export const ny_tanf = defineUsVariable({
  id: 'ny_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New York Family Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/SOS/131-A',
  formula: (f) => {
    const p = f.p.gov.states.ny.otda.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const standard = f.get('ny_tanf_need_standard');
    const countable = f.get('ny_tanf_countable_income');
    return tanfGrant(f, child, (i) => standard[i]! - countable[i]!);
  },
});
