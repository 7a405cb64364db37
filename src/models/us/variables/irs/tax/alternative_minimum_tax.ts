import { byFilingStatus } from '../../tax-vectors.js';
import { defineUsVariable } from '../../us-variable.js';

/**
 * Alternative minimum tax: tentative minimum tax (26%/28% on AMTI above the phased-out
 * exemption, the net capital gain keeping its regular rates) less the regular tax.
 */
export const alternative_minimum_tax = defineUsVariable({
  id: 'alternative_minimum_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alternative minimum tax',
  unit: 'currency-USD',
  reference: ['https://www.law.cornell.edu/uscode/text/26/55', 'https://www.irs.gov/forms-pubs/about-form-6251'],
  formula: (f) => {
    const amt = f.p.gov.irs.income.amt;
    const income = f.get('taxable_income');
    const itemizes = f.get('tax_unit_itemizes');
    const salt = f.get('salt_deduction');
    const standard = f.get('standard_deduction');
    const gains = f.get('net_capital_gain');
    const mainRates = f.get('income_tax_main_rates');
    const gainsTax = f.get('capital_gains_tax');
    const exemption = byFilingStatus(f, amt.exemption.amount);
    const start = byFilingStatus(f, amt.exemption.phase_out.start);
    const highThreshold = byFilingStatus(f, amt.high_rate_threshold);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const amti = income[i]! + (itemizes[i] ? salt[i]! : standard[i]!);
      const ex = Math.max(0, exemption[i]! - amt.exemption.phase_out.rate * Math.max(0, amti - start[i]!));
      const excess = Math.max(0, amti - ex);
      if (excess <= 0) continue;
      const cg = Math.min(excess, Math.max(0, gains[i]!), income[i]!);
      const ordinary = excess - cg;
      const h = highThreshold[i]!;
      const ordinaryTax = amt.rate_low * Math.min(ordinary, h) + amt.rate_high * Math.max(0, ordinary - h);
      // The gain keeps its regular-tax treatment (Form 6251 Part III, simplified to the regular figure).
      const tentative = ordinaryTax + (cg > 0 ? gainsTax[i]! : 0);
      out[i] = Math.max(0, tentative - (mainRates[i]! + gainsTax[i]!));
    }
    return out;
  },
});
