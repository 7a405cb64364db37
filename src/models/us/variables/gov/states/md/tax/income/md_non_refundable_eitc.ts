import { defineUsVariable } from '../../../../../us-variable.js';

/** The Maryland earned income credit used against the State tax (Form 502 line 22; Tax-General 10-704(b)): half the federal credit, or an unmarried childless filer's own whole credit; at most the tax. */
export const md_non_refundable_eitc = defineUsVariable({
  id: 'md_non_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland non-refundable earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    const match = f.p.gov.states.md.tax.income.credits.eitc.non_refundable_match;
    const federal = f.get('eitc');
    const childless = f.get('md_childless_eitc');
    const tax = f.get('md_income_tax_before_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const credit = childless[i]! > 0 ? childless[i]! : match * federal[i]!;
      out[i] = Math.min(credit, Math.max(0, tax[i]!));
    }
    return out;
  },
});
