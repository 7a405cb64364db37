import { STATE_CODE } from '../enums.js';
import { defineUsVariable } from '../us-variable.js';

const UNEARNED = [
  'social_security',
  'taxable_pension_income',
  'tax_exempt_pension_income',
  'interest_income',
  'dividend_income',
  'unemployment_compensation',
] as const;

/**
 * Whether a Medicare Savings Program pays the tax unit's Part B premiums: SSI recipients, or filers
 * whose countable income (as for SSI: unearned less $20 a month, earnings less $65 a month and
 * half the rest; capital gains are not income) is at most 135% of the poverty guideline for one,
 * or two with a spouse. Assets are not modelled (taken to pass).
 */
export const medicare_savings_program_eligible = defineUsVariable({
  id: 'medicare_savings_program_eligible',
  entity: 'tax_unit',
  valueType: 'bool',
  period: 'year',
  label: 'Medicare Savings Program pays Part B premiums',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1396d#p',
    'https://www.law.cornell.edu/uscode/text/42/1396a',
  ],
  formula: (f) => {
    const p = f.p.gov.hhs;
    const msp = p.medicare.savings_programs;
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const earned = f.sum('filer_earned_income');
    const unearned = new Float64Array(f.size);
    for (const id of UNEARNED) {
      const v = f.sum(id);
      for (let i = 0, n = f.size; i < n; i += 1) unearned[i] = unearned[i]! + v[i]!;
    }
    const ssi = f.sum('ssi');
    const state = f.get('state_code');
    const out = new Uint8Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      if (ssi[i]! > 0) {
        out[i] = 1;
        continue;
      }
      const group =
        state[i] === STATE_CODE.codes.AK
          ? 'AK'
          : state[i] === STATE_CODE.codes.HI
            ? 'HI'
            : 'CONTIGUOUS_US';
      const size = Math.max(1, filers[i]!);
      const guideline = p.fpg.first_person[group] + (size - 1) * p.fpg.additional_person[group];
      const general = 12 * msp.general_disregard;
      const unearnedCounted = Math.max(0, unearned[i]! - general);
      const leftover = Math.max(0, general - unearned[i]!);
      const earnedCounted = Math.max(0, earned[i]! - leftover - 12 * msp.earned_disregard) / 2;
      out[i] = unearnedCounted + earnedCounted <= msp.income_limit * guideline ? 1 : 0;
    }
    return out;
  },
});
