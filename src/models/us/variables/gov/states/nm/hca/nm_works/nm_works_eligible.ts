import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';
import { fiscalYearStart, povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * New Mexico Works eligibility for the month (NMSA 27-2B-7; 8.102.500.8(A)-(B), 8.102.520.8 NMAC):
 * a group with a dependent child whose countable gross income does not exceed 85 percent of the
 * poverty guideline for its size and whose net countable income is less than its standard of
 * need. The gross limits are revised each October, so the guideline is the one in force on the
 * last 1 October. Resources are not an input, so the $1,500 liquid and $2,000 non-liquid limits
 * pass; time limits, work requirements and sanctions are not modelled.
 */
export const nm_works_eligible = defineUsVariable({
  id: 'nm_works_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for New Mexico Works',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: [
    'https://srca.nm.gov/nmac/nmregister/xxxvi/8.102.500amend.html',
    'https://www.srca.nm.gov/parts/title08/08.102.0520.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.nm.hca.nm_works;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const instant = fiscalYearStart(f);
    const guideline = povertyGuideline(f, f.get('spm_unit_size'), instant);
    const gross = f.get('nm_works_gross_income');
    const net = f.get('nm_works_countable_income');
    const need = f.get('nm_works_standard_of_need');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const grossLimit = (guideline[i]! / 12) * p.income.gross_income_limit_rate;
      out[i] = child[i] && gross[i]! <= grossLimit && net[i]! < need[i]! ? 1 : 0;
    }
    return out;
  },
});
