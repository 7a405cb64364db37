import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * South Carolina Family Independence eligibility: a family with a minor child whose gross monthly
 * earned and unearned income does not exceed 185 percent of the need standard (rounded down to a
 * whole dollar, as in the Department's table), and whose countable income is below the need
 * standard (S.C. Code Regs. 114-1140(A), 114-1150(A); SC DSS TANF Policy Manual Section 8.15).
 * Resources are not an input, so the resource test passes; time limits and work requirements are
 * not modelled.
 */
export const sc_tanf_eligible = defineUsVariable({
  id: 'sc_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for South Carolina Family Independence',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: [
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1140',
    'https://regulations.justia.com/states/south-carolina/chapter-114/article-11/section-114-1150',
    'https://dss.sc.gov/media/ojqddxsk/tanf-policy-manual-volume-65.pdf#page=131',
  ],
  formula: (f) => {
    const p = f.p.gov.states.sc.dss.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = f.get('sc_tanf_unearned_income');
    const countableEarned = f.get('sc_tanf_countable_earned_income');
    const need = f.get('sc_tanf_need_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossLimit = Math.floor(need[i]! * p.gross_income_limit_rate + 1e-9);
      const gross = Math.max(earned[i]!, 0) + unearned[i]!;
      const countable = countableEarned[i]! + unearned[i]!;
      out[i] = child[i] && gross <= grossLimit && countable < need[i]! ? 1 : 0;
    }
    return out;
  },
});
