import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Missouri Temporary Assistance eligibility: a Missouri unit with a dependent child whose gross
 * income, before any disregard, does not exceed 185 percent of its consolidated standard
 * (Temporary Assistance Manual 0210.010.05); the percentage of need test is the grant itself
 * (`mo_tanf`). Resources are not an input of this model, so the resource test passes; time limits
 * and work requirements are not modelled.
 */
export const mo_tanf_eligible = defineUsVariable({
  id: 'mo_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Missouri Temporary Assistance',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: [
    'https://revisor.mo.gov/main/OneSection.aspx?section=208.040',
    'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-010-05-185/',
  ],
  formula: (f) => {
    const p = f.p.gov.states.mo.dss.tanf.eligibility;
    const child = hasMinorChild(f, p.minor_child_age);
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const standard = f.get('mo_tanf_standard_of_need');
    return Uint8Array.from(child, (c, i) =>
      c && earned[i]! + unearned[i]! <= standard[i]! * p.gross_income_limit_rate ? 1 : 0,
    );
  },
});
