import { defineUsVariable } from '../../../../../us-variable.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Whether Massachusetts TAFDC disregards all of the unit's earnings in this month's grant: in the
 * six consecutive months after a client starts work or starts receiving TAFDC, while the
 * household's total income does not exceed twice the poverty guideline (106 CMR 704.281(A)).
 * Benefit history is not an input: the model takes every unit to start receiving TAFDC in January,
 * so the months are January to June; total income is gross income before any disregard.
 */
export const ma_tafdc_full_earned_income_disregard = defineUsVariable({
  id: 'ma_tafdc_full_earned_income_disregard',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Massachusetts TAFDC full earned income disregard month',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-281',
  formula: (f) => {
    const p = f.p.gov.states.ma.dta.tafdc.income.full_disregard;
    const out = new Uint8Array(f.size);
    if (p.months < 12 && f.fromMonth(p.months + 1)) return out;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const fpg = povertyGuideline(f, f.get('spm_unit_size'));
    for (let i = 0; i < f.size; i += 1) {
      out[i] = earned[i]! + unearned[i]! <= (fpg[i]! / 12) * p.income_limit_rate ? 1 : 0;
    }
    return out;
  },
});
