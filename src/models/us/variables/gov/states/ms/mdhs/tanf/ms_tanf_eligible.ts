import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Mississippi TANF eligibility for the month: a unit with a child under 18 whose gross income is
 * at or below 185 percent of its need standard, rounded down to the dollar (Miss. Code R. tit. 18,
 * pt. 19; MDHS, Income, Resource and Benefit Guidelines). Where a member works, the unit's actual
 * child care costs are deducted for this test, as the guidelines say. Resources are not an input,
 * so the $2,000 limit is taken as met; deprivation, work requirements and time limits are not
 * modelled.
 */
export const ms_tanf_eligible = defineUsVariable({
  id: 'ms_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Mississippi TANF',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: [
    'https://www.law.cornell.edu/regulations/mississippi/Miss-Code-tit-18-pt-19',
    'http://www.mdhs.state.ms.us/field-operations/programs-dfo/temporary-assistance-for-needy-families-(tanf)/income,-resource-benefit-guidelines/',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ms.mdhs.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const gross = f.get('ms_tanf_countable_income');
    const need = f.get('ms_tanf_need_standard');
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const care = f.get('childcare_expenses');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const careDeduction = earned[i]! > 0 ? Math.max(care[i]!, 0) : 0;
      const limit = Math.floor(need[i]! * p.income.gross_income_limit_rate);
      out[i] = child[i] && gross[i]! - careDeduction <= limit ? 1 : 0;
    }
    return out;
  },
});
