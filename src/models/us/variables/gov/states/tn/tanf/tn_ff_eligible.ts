import { defineUsVariable } from '../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * Tennessee Families First eligibility: a Tennessee family with a minor child, gross income at most
 * the Gross Income Standard (185% of the Consolidated Need Standard) and countable income below
 * the Consolidated Need Standard (Tenn. Comp. R. & Regs. 1240-01-50-.20). No assets are modelled.
 */
export const tn_ff_eligible = defineUsVariable({
  id: 'tn_ff_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Tennessee Families First',
  definedFor: { variable: 'state_code', values: ['TN'] },
  reference:
    'https://publications.tnsosfiles.com/rules/1240/1240-01/1240-01-50.20210701.pdf#page=26',
  formula: (f) => {
    const p = f.p.gov.states.tn.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const gross = sumVariables(f, [...TANF_EARNED_SOURCES, ...TANF_UNEARNED_SOURCES], 'members');
    const cns = f.get('tn_ff_consolidated_need_standard');
    const countable = f.get('tn_ff_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossOk = gross[i]! <= p.gross_income_limit * cns[i]!;
      out[i] = child[i] && grossOk && countable[i]! < cns[i]! ? 1 : 0;
    }
    return out;
  },
});
