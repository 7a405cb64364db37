import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Arizona subtractions from income (Form 140 lines 24–41, A.R.S. 43-1022): the taxable part of
 * Social Security, 25% of net long-term capital gain, the federal deductions for tips, overtime
 * and seniors that Arizona adopts as subtractions from 2025, and from 2026 the dependent care
 * expenses above the federal credit.
 */
export const az_subtractions = defineUsVariable({
  id: 'az_subtractions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arizona subtractions from income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: [
    'https://www.azleg.gov/ars/43/01022.htm',
    'https://www.azleg.gov/legtext/57leg/2R/bills/HB4168H.pdf#page=28',
  ],
  formula: (f) => {
    const p = f.p.gov.states.az.tax.income;
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const longGains = f.sum('long_term_capital_gains');
    const shortGains = f.sum('short_term_capital_gains');
    const tips = f.get('tip_income_deduction');
    const overtime = f.get('overtime_income_deduction');
    const senior = f.get('additional_senior_deduction');
    const careExpenses = f.get('cdcc_relevant_expenses');
    const cdcc = f.get('cdcc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const netLong = Math.max(0, Math.min(longGains[i]!, longGains[i]! + shortGains[i]!));
      let total = socialSecurity[i]! + p.deductions.capital_gains_rate * netLong;
      if (p.deductions.subtracts_federal_deductions) total += tips[i]! + overtime[i]! + senior[i]!;
      if (p.deductions.subtracts_dependent_care) total += Math.max(0, careExpenses[i]! - cdcc[i]!);
      out[i] = total;
    }
    return out;
  },
});
