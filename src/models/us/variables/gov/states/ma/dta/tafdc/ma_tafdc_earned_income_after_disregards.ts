import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Massachusetts TAFDC earned income for the month after the ordinary disregards: each employed
 * member's gross earnings less the $200 work-related expense deduction, less one half of what is
 * left, less the unit's dependent care deduction, not below zero (106 CMR 704.270, 704.275, 704.280
 * and 704.281(B)). The eligibility test always uses this amount; the grant uses it outside the
 * six months of the full disregard.
 */
export const ma_tafdc_earned_income_after_disregards = defineUsVariable({
  id: 'ma_tafdc_earned_income_after_disregards',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC earned income after disregards',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-270',
    'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-281',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc.income;
    const perPerson = new Float64Array(f.members('age').length);
    for (const source of TANF_EARNED_SOURCES) {
      const earned = f.members(source);
      for (let j = 0; j < perPerson.length; j += 1) perPerson[j] = perPerson[j]! + earned[j]!;
    }
    // The work-related expense deduction is per employed member, never below zero earnings.
    const afterExpense = perPerson.map((e) => Math.max(e - p.work_expense_deduction, 0));
    const remainder = f.aggregate(afterExpense, 'person', 'sum');
    const care = f.get('ma_tafdc_dependent_care_deduction');
    return remainder.map((r, i) =>
      Math.max(r * (1 - p.earned_income_disregard_rate) - care[i]!, 0),
    );
  },
});
