import { FILING_STATUS } from '../../../../enums.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Child and dependent care credit before the tax-liability limit: none for a married couple filing
 * separately (26 U.S.C. 21(e)(2); a spouse living apart is not married, 21(e)(4), and files as head
 * of household or single here).
 */
export const cdcc_potential = defineUsVariable({
  id: 'cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Potential CDCC',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/21#a',
    'https://www.law.cornell.edu/uscode/text/26/21#e_2',
  ],
  formula: (f) => {
    const expenses = f.get('cdcc_relevant_expenses');
    const rate = f.get('cdcc_rate');
    const status = f.get('filing_status');
    const { SEPARATE } = FILING_STATUS.codes;
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = status[i] === SEPARATE ? 0 : expenses[i]! * rate[i]!;
    return out;
  },
});
