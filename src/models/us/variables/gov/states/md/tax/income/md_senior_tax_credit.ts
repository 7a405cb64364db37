import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maryland senior tax credit (Form 502 line 23; Tax-General 10-754), non-refundable: for a filer aged 65 or more with federal AGI within the limit, the single amount, or the joint amount for joint filers who are both 65 or more. */
export const md_senior_tax_credit = defineUsVariable({
  id: 'md_senior_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maryland senior tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-754',
  formula: (f) => {
    const p = f.p.gov.states.md.tax.income.credits.senior;
    const agi = f.get('adjusted_gross_income');
    const limit = byFilingStatus(f, p.agi_limit);
    const age = f.members('age');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const aged = f.aggregate(
      age.map((a, k) => (filer[k] && a >= p.age ? 1 : 0)),
      'person',
      'sum',
    );
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (aged[i]! === 0 || agi[i]! > limit[i]!) continue;
      out[i] = aged[i]! >= 2 ? p.amount.joint : p.amount.single;
    }
    return out;
  },
});
