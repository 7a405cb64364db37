import { defineUsVariable } from '../../../us-variable.js';
import { povertyGuideline } from '../../benefit-vectors.js';
import { countableAfterExclusions } from '../../ssa/ssi/ssi_countable_income.js';

/**
 * Eligible for a Medicare Savings Program that pays the Part B premium: aged 65 or more, with the
 * marital unit's countable income (SSI rules: $20 general and $65-and-half earned exclusions) at most
 * 135% of the poverty guideline for its size. Resources are not an input, so the resource test passes.
 */
export const is_msp_eligible = defineUsVariable({
  id: 'is_msp_eligible',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for a Medicare Savings Program',
  reference: [
    'https://www.law.cornell.edu/uscode/text/42/1396a',
    'https://www.medicare.gov/basics/costs/help/medicare-savings-programs',
  ],
  formula: (f) => {
    const age = f.get('age');
    const minAge = f.p.gov.hhs.medicare.part_b.age_threshold;
    const exclusions = f.p.gov.ssa.ssi.income.exclusions;
    const limit = f.p.gov.hhs.msp.income_limit;
    const earned = f.get('ssi_marital_earned_income');
    const unearned = f.get('ssi_marital_unearned_income');
    const size = f.get('marital_unit_size_for_benefits');
    const fpg = povertyGuideline(f, size);
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        age[i]! >= minAge &&
        12 * countableAfterExclusions(earned[i]! / 12, unearned[i]! / 12, exclusions) <=
          limit * fpg[i]!
          ? 1
          : 0;
    return out;
  },
});
