import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Kansas TANF eligibility for the month: the unit has a child (K.A.R. 30-4-70(a)); its gross
 * earned and unearned income is below 30 percent of the monthly poverty guideline for its size
 * (K.S.A. 39-709; the guideline of the period's year); and, as an applicant, its income counted
 * without the 60 percent earned income disregard - earnings after the $90 work-related expense
 * and dependent care, plus unearned income - is below the payment standard (KEESM 7211(2): the
 * disregard is not applied for initially establishing eligibility unless the person received
 * Kansas TANF in one of the four preceding months). The model has no months on assistance, so
 * every unit is an applicant. Resources are not an input, so the resource limit is taken as met.
 */
export const ks_tanf_eligible = defineUsVariable({
  id: 'ks_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Kansas TANF eligible',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/kansas/K-A-R-30-4-70',
    'https://ksrevisor.gov/statutes/chapters/ch39/039_007_0009.html',
    'http://content.dcf.ks.gov/EES/KEESM/Robo01-20/keesm7200.htm',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ks.dcf.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const guideline = povertyGuideline(f, f.get('spm_unit_size'));
    const afterExpense = f.get('ks_tanf_earned_income_after_work_expense');
    const care = f.get('childcare_expenses');
    const standard = f.get('ks_tanf_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const other = Math.max(unearned[i]!, 0);
      const grossIncome = Math.max(gross[i]!, 0) + other;
      const grossLimit = (guideline[i]! / 12) * p.eligibility.gross_income_limit;
      const applicantIncome = Math.max(afterExpense[i]! - Math.max(care[i]!, 0), 0) + other;
      out[i] = child[i] && grossIncome < grossLimit && applicantIncome < standard[i]! ? 1 : 0;
    }
    return out;
  },
});
