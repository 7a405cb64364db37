import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Missouri working family tax credit (RSMo 143.177; Form MO-WFTC), non-refundable: the match rate
 * times the federal earned income credit, for a return other than married filing separately whose
 * investment income is within Missouri's limit; at most the tax before credits.
 */
export const mo_wftc = defineUsVariable({
  id: 'mo_wftc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri working family tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.177',
  formula: (f) => {
    const p = f.p.gov.states.mo.tax.income.credits;
    const status = f.get('filing_status');
    const investment = f.get('eitc_relevant_investment_income');
    const eitc = f.get('eitc');
    const tax = f.get('mo_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const eligible =
        status[i] !== FILING_STATUS.codes.SEPARATE &&
        investment[i]! <= p.wftc_investment_income_limit;
      out[i] = eligible ? Math.min(Math.max(0, tax[i]!), p.wftc_match * eitc[i]!) : 0;
    }
    return out;
  },
});
