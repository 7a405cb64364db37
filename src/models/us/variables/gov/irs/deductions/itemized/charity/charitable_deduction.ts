import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Charitable deduction of an itemizer: from 2026 contributions are first reduced by 0.5% of AGI
 * (cash first); cash gifts then count up to 60% of AGI, plus non-cash gifts.
 */
export const charitable_deduction = defineUsVariable({
  id: 'charitable_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Charitable deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/170',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.itemized.charity;
    const cash = f.sum('charitable_cash_donations');
    const nonCash = f.sum('charitable_non_cash_donations');
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const a = Math.max(0, agi[i]!);
      const floor = p.floor * a;
      const c = Math.max(0, cash[i]!);
      const cashAfterFloor = Math.max(0, c - floor);
      const nonCashAfterFloor = Math.max(0, Math.max(0, nonCash[i]!) - Math.max(0, floor - c));
      out[i] = Math.min(cashAfterFloor, p.cash_ceiling * a) + nonCashAfterFloor;
    }
    return out;
  },
});
