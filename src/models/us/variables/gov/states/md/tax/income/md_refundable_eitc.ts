import { defineUsVariable } from '../../../../../us-variable.js';

/** The refundable Maryland earned income credit (Form 502 line 42; Tax-General 10-704(c)): 45% of the federal credit for filers married or with a qualifying child, an unmarried childless filer's whole own credit, less the non-refundable credit used; at least 0. */
export const md_refundable_eitc = defineUsVariable({
  id: 'md_refundable_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland refundable earned income credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-704',
  formula: (f) => {
    const match = f.p.gov.states.md.tax.income.credits.eitc.refundable_match;
    const federal = f.get('eitc');
    const childless = f.get('md_childless_eitc');
    const used = f.get('md_non_refundable_eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const credit = childless[i]! > 0 ? childless[i]! : match * federal[i]!;
      out[i] = Math.max(0, credit - used[i]!);
    }
    return out;
  },
});
