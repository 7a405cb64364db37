import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Utah Social Security benefits credit (Utah Code 59-10-1042), non-refundable: the income tax rate
 * on the Social Security benefits in federal AGI, less 2.5 cents per dollar of modified AGI (AGI
 * plus tax-exempt interest) over the threshold; at least 0, and at most the tax left after the
 * taxpayer credit (TC-40 line 22; the first credit taken on Schedule TC-40A here).
 */
export const ut_ss_benefits_credit = defineUsVariable({
  id: 'ut_ss_benefits_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Utah Social Security benefits credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S1042.html',
  formula: (f) => {
    const tax = f.p.gov.states.ut.tax.income;
    const p = tax.credits.ss_benefits;
    const threshold = f.lookup(p.phase_out_threshold, f.get('filing_status'), FILING_STATUS);
    const benefits = f.get('tax_unit_taxable_social_security');
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const before = f.get('ut_income_tax_before_credits');
    const taxpayer = f.get('ut_taxpayer_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const reduction = p.phase_out_rate * Math.max(0, agi[i]! + exempt[i]! - threshold[i]!);
      const left = Math.max(0, before[i]! - taxpayer[i]!);
      out[i] = Math.min(left, Math.max(0, tax.rate * benefits[i]! - reduction));
    }
    return out;
  },
});
