import { defineUsVariable } from '../../../../../us-variable.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Kentucky K-TAP eligibility for the month: a benefit group with a child under 18 (921 KAR 2:006)
 * whose gross earned and unearned income does not exceed the gross income limitation standard,
 * 185% of its standard of need (921 KAR 2:016 Sections 1 and 9(2)(b)). The resource limit is taken
 * as met (resources are not an input); deprivation, time limits and work requirements are
 * not modelled.
 */
export const ky_ktap_eligible = defineUsVariable({
  id: 'ky_ktap_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Kentucky K-TAP',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: [
    'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
    'https://apps.legislature.ky.gov/law/kar/titles/921/002/006/',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ky.dcbs.ktap;
    const child = hasMinorChild(f, p.minor_child_age);
    const need = f.get('ky_ktap_standard_of_need');
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = Math.max(earned[i]!, 0) + Math.max(unearned[i]!, 0);
      out[i] = child[i] && gross <= need[i]! * p.gross_income_limit_rate ? 1 : 0;
    }
    return out;
  },
});
