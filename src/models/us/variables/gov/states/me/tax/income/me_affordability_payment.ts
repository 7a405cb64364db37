import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine affordability payment for tax year 2025 (LD 2212 of the 132nd Legislature, Part T), refundable: the amount for each filer when federal AGI is below the limit and the filer is no one else's dependent. */
export const me_affordability_payment = defineUsVariable({
  id: 'me_affordability_payment',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine affordability payment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference:
    'https://legislature.maine.gov/legis/bills/getPDF.asp?paper=HP1491&item=37&snum=132#page=157',
  formula: (f) => {
    const p = f.p.gov.states.me.tax.income.credits;
    const limit = byFilingStatus(f, p.affordability_income_limit);
    const agi = f.get('adjusted_gross_income');
    const filers = f.sum('is_tax_unit_head_or_spouse');
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (!dependent[i] && agi[i]! < limit[i]!) out[i] = p.affordability_payment * filers[i]!;
    return out;
  },
});
