import { defineUsVariable } from '../../../us-variable.js';
import { MEMBER_CASH_INCOME_SOURCES } from '../../benefit-vectors.js';
import { sumVariables } from '../../../sum-variables.js';

/**
 * Annual gross income of the family counted for the WIC income test: earnings, Social Security, SSI,
 * pensions, unemployment compensation, dividends, interest, the unit's TANF, and net capital gains
 * (7 CFR 246.7(d)(2)(ii): income before deductions, including public assistance and net gains).
 */
export const wic_countable_income = defineUsVariable({
  id: 'wic_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'year',
  label: 'WIC countable income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/7/246.7#d_2_ii',
  formula: (f) => {
    const shortTerm = f.members('short_term_capital_gains');
    const people = sumVariables(f, MEMBER_CASH_INCOME_SOURCES, 'members');
    // Net gains count person by person: one member's loss does not offset another's gain.
    const longTerm = f.members('long_term_capital_gains');
    const gains = new Float64Array(longTerm.length);
    for (let j = 0; j < longTerm.length; j += 1)
      gains[j] = Math.max(longTerm[j]! + shortTerm[j]!, 0);
    const positiveGains = f.aggregate(gains, 'person', 'sum');
    const tanf = f.get('tanf');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = people[i]! + positiveGains[i]! + tanf[i]!;
    return out;
  },
});
