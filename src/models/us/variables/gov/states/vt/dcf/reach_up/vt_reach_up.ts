import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Vermont Reach Up financial assistance for the month: a Vermont group with a dependent child
 * whose countable income is below its payment standard receives the standard less that income,
 * if at least the $10 minimum (33 V.S.A. 1103; Code Vt. R. 13-170-220, Rules 2239 and 2242).
 * There is no separate gross income test, and the disregards are the same for applicants and
 * recipients. Resources are not an input, so the resource limit is taken as met; time limits and
 * sanctions are not modelled.
 */
export const vt_reach_up = defineUsVariable({
  id: 'vt_reach_up',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Vermont Reach Up',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: [
    'https://legislature.vermont.gov/statutes/section/33/011/01103',
    'https://www.law.cornell.edu/regulations/vermont/13-220-Code-Vt-R-13-170-220-X',
  ],
  formula: (f) => {
    const p = f.p.gov.states.vt.dcf.reach_up;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('vt_reach_up_countable_income');
    const standard = f.get('vt_reach_up_payment_standard');
    const eligible = child.map((c, i) => (c && income[i]! < standard[i]! ? 1 : 0));
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!, p.minimum_payment);
  },
});
