import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A filer's Georgia retirement income exclusion (IT-511 retirement worksheet): for a head or spouse
 * aged 62 or more (or disabled), their interest, dividends, net capital gains, taxable pensions and
 * up to $5,000 of earned income, at most $35,000 ($65,000 from age 65).
 */
export const ga_retirement_exclusion = defineUsVariable({
  id: 'ga_retirement_exclusion',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Georgia retirement income exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://law.justia.com/codes/georgia/title-48/chapter-7/article-2/section-48-7-27/',
  formula: (f) => {
    const p = f.p.gov.states.ga.tax.income.retirement;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const disabled = f.get('is_disabled');
    const interest = f.get('interest_income');
    const dividends = f.get('dividend_income');
    const longGains = f.get('long_term_capital_gains');
    const shortGains = f.get('short_term_capital_gains');
    const pension = f.get('taxable_pension_income');
    const earned = f.get('earned_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i] || !(age[i]! >= p.younger_age || disabled[i])) continue;
      const income =
        interest[i]! +
        dividends[i]! +
        Math.max(0, longGains[i]! + shortGains[i]!) +
        pension[i]! +
        Math.min(p.earned_income_cap, Math.max(0, earned[i]!));
      const cap = age[i]! >= p.older_age ? p.older_cap : p.younger_cap;
      out[i] = Math.max(0, Math.min(income, cap));
    }
    return out;
  },
});
