import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Qualified business income deduction: 20% of QBI, limited above the threshold by the W-2 wage
 * and property limit (phased in over the range), and by 20% of taxable income less net capital
 * gain; from 2026 at least $400 for $1,000 or more of QBI.
 */
export const qualified_business_income_deduction = defineUsVariable({
  id: 'qualified_business_income_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Qualified business income deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/199A',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.qbi;
    const qbi = f.sum('qualified_business_income');
    const wages = f.sum('w2_wages_from_qualified_business');
    const property = f.sum('unadjusted_basis_qualified_property');
    const income = f.get('taxable_income_before_qbid');
    const gains = f.get('net_capital_gain');
    const threshold = byFilingStatus(f, p.phase_out.threshold);
    const range = byFilingStatus(f, p.phase_out.length);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const q = qbi[i]!;
      if (q <= 0) continue;
      const full = p.max.rate * q;
      const wageLimit = Math.max(
        p.max.w2_wages.rate * wages[i]!,
        p.max.w2_wages.alt_rate * wages[i]! + p.max.business_property.rate * property[i]!,
      );
      const phase = Math.min(1, Math.max(0, (income[i]! - threshold[i]!) / range[i]!));
      const component = full > wageLimit ? full - phase * (full - wageLimit) : full;
      let deduction = Math.min(component, p.max.rate * Math.max(0, income[i]! - gains[i]!));
      if (q >= p.minimum.qbi_threshold && p.minimum.deduction > 0)
        deduction = Math.max(deduction, p.minimum.deduction);
      out[i] = Math.max(0, deduction);
    }
    return out;
  },
});
