import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland county earned income credit (Form 502 line 30; Tax-General 10-704(d)): the federal credit times ten times the county rate (Anne Arundel's lowest rate; Frederick's rate for the unit's bracket), up to the county tax. */
export const md_local_eitc = defineUsVariable({
  id: 'md_local_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland county earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    const multiplier = f.p.gov.states.md.tax.income.local.eitc_multiplier;
    const federal = f.get('eitc');
    const tax = f.get('md_local_income_tax_before_credits');
    const rate = f.get('md_local_tax_rate');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.min(tax[i]!, federal[i]! * multiplier * rate[i]!);
    return out;
  },
});
