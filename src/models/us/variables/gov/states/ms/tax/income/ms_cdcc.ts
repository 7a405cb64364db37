import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Mississippi child and dependent care credit (Miss. Code Ann. 27-7-22.39), non-refundable: 25% of
 * the federal credit while federal AGI is under $50,000, at most the tax.
 */
export const ms_cdcc = defineUsVariable({
  id: 'ms_cdcc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Mississippi child and dependent care credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: 'https://legiscan.com/MS/text/HB1671/id/2767768',
  formula: (f) => {
    const p = f.p.gov.states.ms.tax.income.credits;
    const federal = f.get('cdcc');
    const agi = f.get('adjusted_gross_income');
    const tax = f.get('ms_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! < p.cdcc_income_limit) out[i] = Math.min(tax[i]!, federal[i]! * p.cdcc_match);
    return out;
  },
});
