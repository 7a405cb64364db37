import { defineUsVariable } from '../../../../../us-variable.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Ohio Works First eligibility: an Ohio assistance group with a minor child whose gross monthly
 * income (earned and unearned, before any disregard) does not exceed half the poverty guideline
 * for its size, and whose countable income is below its payment standard (ORC 5107.10(C), (D)(1);
 * Ohio Admin. Code 5101:1-23-20). Every unit is treated as an applicant, so the gross income test
 * always applies; Ohio has no resource limit; time limits are not modelled.
 */
export const oh_owf_eligible = defineUsVariable({
  id: 'oh_owf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Ohio Works First',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: [
    'https://codes.ohio.gov/ohio-revised-code/section-5107.10',
    'https://codes.ohio.gov/ohio-administrative-code/rule-5101:1-23-20',
  ],
  formula: (f) => {
    const p = f.p.gov.states.oh.odjfs.owf;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const fpg = povertyGuideline(f, f.get('spm_unit_size'));
    const standard = f.get('oh_owf_payment_standard');
    const countable = f.get('oh_owf_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossLimit = (fpg[i]! / 12) * p.income.gross_income_limit_rate;
      out[i] =
        child[i] && earned[i]! + unearned[i]! <= grossLimit && countable[i]! < standard[i]! ? 1 : 0;
    }
    return out;
  },
});
