import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Virginia TANF payment for the month: a Virginia unit with a dependent child whose countable
 * income does not exceed the standard of need receives the standard of assistance less countable
 * income, up to the maximum reimbursable payment, and nothing when that is under the $10 minimum
 * (Virginia TANF Manual 302 and 305). Group II amounts throughout (no county input). Resources are
 * not an input of this model, so the resource test passes.
 */
export const va_tanf = defineUsVariable({
  id: 'va_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=47',
  formula: (f) => {
    const p = f.p.gov.states.va.dss.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const earned = f.get('va_tanf_countable_earned_income');
    const unearned = f.get('va_tanf_countable_unearned_income');
    const need = f.get('va_tanf_need_standard');
    const standard = f.get('va_tanf_payment_standard');
    const isUp = f.get('va_tanf_unemployed_parent');
    const maxSingle = p.maximum_payment.group_ii * p.standards_increase;
    const maxUp = p.maximum_payment.up_group_ii * p.standards_increase;
    const countable = earned.map((e, i) => e + unearned[i]!);
    const eligible = child.map((c, i) => (c && countable[i]! <= need[i]! ? 1 : 0));
    return tanfGrant(
      f,
      eligible,
      (i) => Math.min(standard[i]! - countable[i]!, isUp[i] ? maxUp : maxSingle),
      p.minimum_payment,
    );
  },
});
