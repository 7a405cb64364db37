import { defineUsVariable } from '../../../../../us-variable.js';
import { dependentCareDeduction } from '../../../../hhs/tanf/tanf-common.js';
import { memberEarnings } from './member-earnings.js';

/**
 * Montana TANF countable earned income for the month: each wage earner's earnings less $200 and
 * then 25% of the rest, summed over the unit, less the cost of care of each minor child up to
 * $200 a child (ARM 37.78.406(2)(a) to (c); TANF 602-1). The care deduction comes off earnings
 * only, so it never exceeds them; its split between two earners does not change the total. The
 * Post-Employment Program's 100% disregard (ARM 37.78.406(2)(d)) needs a unit leaving assistance
 * and is not modelled.
 */
export const mt_tanf_countable_earned_income = defineUsVariable({
  id: 'mt_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Montana TANF countable earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/montana/Mont-Admin-r-37.78.406',
    'https://dphhs.mt.gov/assets/hcsd/tanfmanual/TANF602-1Jan012018.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.mt.dphhs.tanf;
    const earnings = memberEarnings(f);
    const afterDisregards = earnings.map(
      (e) => Math.max(e - p.income.work_expense, 0) * (1 - p.income.earned_income_disregard_rate),
    );
    const earned = f.aggregate(afterDisregards, 'person', 'sum');
    const age = f.members('age');
    const minorAge = p.eligibility.minor_child_age;
    const children = Uint8Array.from(age, (a) => (a < minorAge ? 1 : 0));
    const maximum = p.income.dependent_care_maximum;
    const care = dependentCareDeduction(f, children, minorAge, maximum, maximum);
    return earned.map((e, i) => Math.max(e - care[i]!, 0));
  },
});
