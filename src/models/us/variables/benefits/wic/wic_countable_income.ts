import { sumMembers } from '../../household/household-sum.js';
import { defineUsVariable } from '../../us-variable.js';
import { mapFloat, MEMBER_CASH_INCOME_SOURCES } from '../benefit-vectors.js';

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
    const people = sumMembers(f, MEMBER_CASH_INCOME_SOURCES);
    // Net gains count person by person: one member's loss does not offset another's gain.
    const gains = mapFloat(f.members('long_term_capital_gains'), (lt, j) =>
      Math.max(lt + shortTerm[j]!, 0),
    );
    const positiveGains = f.aggregate(gains, 'person', 'sum');
    const tanf = f.get('tanf');
    return mapFloat(people, (v, i) => v + positiveGains[i]! + tanf[i]!);
  },
});
