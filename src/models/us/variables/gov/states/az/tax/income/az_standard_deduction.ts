import { defineUsVariable } from '../../../../../us-variable.js';
import { FILING_STATUS } from '../../../../../enums.js';
/** Arizona standard deduction (Form 140 lines 43–44, A.R.S. 43-1041): the amount for the filing status, increased for charitable contributions — a share of the federal charitable deduction through 2025, the full amount up to a cap from 2026. */
export const az_standard_deduction = defineUsVariable({
  id: 'az_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://www.azleg.gov/ars/43/01041.htm',
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income.deductions;
    const status = f.get('filing_status');
    const base = f.lookup(p.standard, status, FILING_STATUS);
    const cap = f.lookup(p.charitable_increase_cap, status, FILING_STATUS);
    const charity = f.get('charitable_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const gifts = Math.max(0, charity[i]!);
      out[i] = base[i]! + p.charitable_increase_rate * gifts + Math.min(gifts, cap[i]!);
    }
    return out;
  },
});
