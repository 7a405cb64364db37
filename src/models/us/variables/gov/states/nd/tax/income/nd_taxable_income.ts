import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * North Dakota taxable income (ND-1 line 18): federal taxable income less the Social Security
 * benefits in it and 40% of net long-term capital gain and qualified dividends together (a net
 * long-term loss offsets the dividends; the exclusion is at least 0) (N.D.C.C. 57-38-01.2,
 * 57-38-01.33); at least 0. No addition has an input.
 */
export const nd_taxable_income = defineUsVariable({
  id: 'nd_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: 'https://ndlegis.gov/cencode/t57c38.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nd.tax.income;
    const federal = f.get('taxable_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const dividends = f.sum('qualified_dividend_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const netLongTerm = Math.min(longTerm[i]!, longTerm[i]! + shortTerm[i]!);
      const exclusion = Math.max(
        0,
        p.ltcg_fraction * netLongTerm + p.qdiv_fraction * dividends[i]!,
      );
      const subtractions = socialSecurity[i]! + exclusion;
      out[i] = Math.max(0, federal[i]! - subtractions);
    }
    return out;
  },
});
