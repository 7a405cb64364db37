import { byFilingStatus, getWhereAny } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Alternative minimum tax (IRC §55; Form 6251). AMTI is taxable income with the standard
 * deduction (non-itemisers) or the state and local tax deduction (itemisers) added back; the
 * exemption phases out above its threshold. The tentative minimum tax follows Form 6251 Part III:
 * the part of the taxable excess that is adjusted net capital gain keeps the 0/15/20% rates, placed
 * above the regular ordinary taxable income as in the Qualified Dividends and Capital Gain Tax
 * Worksheet, the rest is taxed at 26%/28%; and the result is never more than 26%/28% on the whole
 * excess (line 42). AMT is the tentative minimum tax above the regular tax.
 */
export const alternative_minimum_tax = defineUsVariable({
  id: 'alternative_minimum_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Alternative minimum tax',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/55',
    'https://www.irs.gov/forms-pubs/about-form-6251',
    'https://www.law.cornell.edu/uscode/text/26/55#b_3',
  ],
  formula: (f) => {
    const amt = f.p.gov.irs.income.amt;
    const cgb = f.p.gov.irs.capital_gains.brackets;
    const income = f.get('taxable_income');
    const itemizes = f.get('tax_unit_itemizes');
    // Only itemisers add back SALT; without one, the deduction (and its sales-tax estimate) is not read.
    const salt = getWhereAny(f, itemizes, 'salt_deduction');
    const standard = f.get('standard_deduction');
    const gains = f.get('net_capital_gain');
    const mainRates = f.get('income_tax_main_rates');
    const gainsTax = f.get('capital_gains_tax');
    const exemption = byFilingStatus(f, amt.exemption.amount);
    const start = byFilingStatus(f, amt.exemption.phase_out.start);
    const highThreshold = byFilingStatus(f, amt.high_rate_threshold);
    const zeroRateTop = byFilingStatus(f, cgb.thresholds['1']);
    const midRateTop = byFilingStatus(f, cgb.thresholds['2']);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const amti = income[i]! + (itemizes[i] ? salt![i]! : standard[i]!);
      const ex = Math.max(
        0,
        exemption[i]! - amt.exemption.phase_out.rate * Math.max(0, amti - start[i]!),
      );
      const excess = Math.max(0, amti - ex); // line 6 (= line 12)
      if (excess <= 0) continue;
      const h = highThreshold[i]!;
      const ordinaryRate = (x: number): number =>
        x <= h ? amt.rate_low * x : amt.rate_high * x - (amt.rate_high - amt.rate_low) * h;
      const adjustedGain = Math.max(0, gains[i]!); // worksheet line 4
      const regularOrdinary = Math.max(0, income[i]! - adjustedGain); // worksheet line 5
      const gainInExcess = Math.min(excess, adjustedGain); // lines 16 and 22
      const ordinaryTax = ordinaryRate(excess - gainInExcess); // lines 17–18
      const zeroRoom = Math.max(0, zeroRateTop[i]! - regularOrdinary); // line 21
      const atZero = Math.min(zeroRoom, gainInExcess); // line 23
      const midRoom = Math.max(0, midRateTop[i]! - (zeroRoom + regularOrdinary)); // line 29
      const atMid = Math.min(gainInExcess - atZero, midRoom); // line 30
      const atTop = gainInExcess - atZero - atMid; // line 33
      const withGainRates =
        ordinaryTax + cgb.rates['1'] * atZero + cgb.rates['2'] * atMid + cgb.rates['3'] * atTop; // line 40
      const tentative = Math.min(withGainRates, ordinaryRate(excess)); // lines 41–42
      out[i] = Math.max(0, tentative - (mainRates[i]! + gainsTax[i]!));
    }
    return out;
  },
});
