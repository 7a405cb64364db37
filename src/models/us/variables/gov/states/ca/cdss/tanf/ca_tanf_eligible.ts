import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';
import { hasMinorChild, TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { caTanfUnearnedIncome } from './ca-tanf-unearned.js';

/**
 * CalWORKs eligibility: a California family with a minor child whose income, after the applicant
 * disregard of 450 dollars of each employed person's earnings, is at most the Region 1 Minimum Basic
 * Standard of Adequate Care for its size (W\&IC 11250, 11451.5, 11452). No assets, immigration
 * status or time limits are modelled.
 */
export const ca_tanf_eligible = defineUsVariable({
  id: 'ca_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for CalWORKs',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference: [
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC\&sectionNum=11451.5',
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=WIC\&sectionNum=11452',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ca.cdss.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const perPerson = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const disregard = p.income.applicant_disregard;
    const afterDisregard = new Float64Array(perPerson.length);
    for (let j = 0; j < perPerson.length; j += 1)
      afterDisregard[j] = Math.max(perPerson[j]! - disregard, 0);
    const earned = f.aggregate(afterDisregard, 'person', 'sum');
    const unearned = caTanfUnearnedIncome(f);
    const limit = bySize(p.income.limit, f.get('spm_unit_size'));
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = child[i] && earned[i]! + unearned[i]! <= limit[i]! ? 1 : 0;
    return out;
  },
});
