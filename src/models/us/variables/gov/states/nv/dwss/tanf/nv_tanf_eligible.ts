import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize, povertyGuideline } from '../../../../benefit-vectors.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Eligible for Nevada TANF in the month: a Nevada household with a dependent child whose gross income
 * is at most 130 percent of the year's poverty guideline and whose countable income is at most the
 * need standard (TANF State Plan 2.7; DWSS manual C-140). Resources are not an input of this model,
 * so the resource test passes.
 */
export const nv_tanf_eligible = defineUsVariable({
  id: 'nv_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Nevada TANF eligible',
  definedFor: { variable: 'state_code', values: ['NV'] },
  reference:
    'https://dss.nv.gov/uploadedFiles/dwssnvgov/content/TANF/TANF_State_Plan_FINAL%20_Effective_12.31.20.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nv.dwss.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const size = f.get('spm_unit_size');
    const fpg = povertyGuideline(f, size, `${f.year}-01-01`);
    const need = bySize(p.need_standard.amount, size, p.need_standard.additional_person);
    const gross = f.aggregate(sumVariables(f, TANF_EARNED_SOURCES, 'people'), 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const countable = f.get('nv_tanf_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossTest = gross[i]! + unearned[i]! <= (fpg[i]! * p.income.gross_limit_fpg_rate) / 12;
      out[i] = child[i] && grossTest && countable[i]! <= need[i]! ? 1 : 0;
    }
    return out;
  },
});
