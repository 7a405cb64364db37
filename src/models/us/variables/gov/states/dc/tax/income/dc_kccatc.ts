import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * DC Keep Child Care Affordable tax credit (Schedule ELC; D.C. Code 47-1806.15), refundable: the
 * child care expenses of the dependants aged 3 or less, up to the maximum for each, for a return
 * whose DC taxable income is within the limit. The expenses are the unit's, shared out evenly
 * among the children under 13 (the federal care credit's children) — there is no input of the
 * expenses by child or by provider.
 */
export const dc_kccatc = defineUsVariable({
  id: 'dc_kccatc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC Keep Child Care Affordable tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.15',
  formula: (f) => {
    const p = f.p.gov.states.dc.tax.income.credits.kccatc;
    const childAge = f.p.gov.irs.credits.cdcc.eligibility.child_age;
    const limit = f.lookup(p.income_limit, f.get('filing_status'), FILING_STATUS);
    const taxable = f.get('dc_taxable_income');
    const expenses = f.get('tax_unit_childcare_expenses');
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const young = f.aggregate(
      age.map((a, k) => (dependent[k] && a <= p.max_age ? 1 : 0)),
      'person',
      'sum',
    );
    const underCareAge = f.aggregate(
      age.map((a, k) => (dependent[k] && a < childAge ? 1 : 0)),
      'person',
      'sum',
    );
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (young[i]! === 0 || taxable[i]! > limit[i]!) continue;
      const share = (expenses[i]! * young[i]!) / Math.max(young[i]!, underCareAge[i]!);
      out[i] = Math.min(share, young[i]! * p.max_amount);
    }
    return out;
  },
});
