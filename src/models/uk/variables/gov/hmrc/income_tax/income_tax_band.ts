import type { Scale } from '../../../../../../engine/index.js';
import { INCOME_TAX_BAND } from '../../../enums.js';
import { defineUkVariable } from '../../../uk-variable.js';

/**
 * The band of a rate scale that `income` reaches: the top bracket is additional, any other at 40%
 * or more is higher (the UK higher rate, Scotland's higher and advanced rates), the rest basic.
 */
function bandReached(scale: Scale, income: number): number {
  let bracket = 0;
  for (let j = 1; j < scale.thresholds.length; j += 1)
    if (income > scale.thresholds[j]!) bracket = j;
  if (bracket === scale.thresholds.length - 1 && bracket > 0)
    return INCOME_TAX_BAND.codes.ADDITIONAL;
  return scale.values[bracket]! >= 0.4 ? INCOME_TAX_BAND.codes.HIGHER : INCOME_TAX_BAND.codes.BASIC;
}

/**
 * The taxpayer's marginal band, as HMRC classes taxpayers: none when no income tax is due before
 * charges; else the band that taxable income reaches on the UK rates, or for a Scottish taxpayer
 * the band that non-savings taxable income reaches on the Scottish rates (savings and dividends,
 * taxed on the UK bands, are not looked at for them).
 */
export const income_tax_band = defineUkVariable({
  id: 'income_tax_band',
  entity: 'person',
  valueType: 'enum',
  enum: INCOME_TAX_BAND,
  default: 'NONE',
  period: 'year',
  label: 'Marginal income tax band',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/10',
  formula: (f) => {
    const tax = f.get('income_tax_pre_charges');
    const taxable = f.get('taxable_income');
    const earned = f.get('earned_taxable_income');
    const scottish = f.get('is_scottish_taxpayer');
    const rates = f.p.gov.hmrc.income_tax.rates;
    const out = new Int32Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      if (tax[i]! <= 0) continue;
      out[i] = scottish[i]
        ? bandReached(rates.scotland, earned[i]!)
        : bandReached(rates.uk, taxable[i]!);
    }
    return out;
  },
});
