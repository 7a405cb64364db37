import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma property tax credit (Form 538-H; 68 O.S. 5011(B)): for a head of household aged 65 or more or disabled with gross household income at most $12,000, the homestead property taxes beyond 1% of that income, at most $200; refundable. */
export const ok_property_tax_credit = defineUsVariable({
  id: 'ok_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/538-H-2024.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income.credits.property_tax;
    const income = f.get('ok_gross_household_income');
    const propertyTax = f.sum('real_estate_taxes');
    const eligible = f.any('ok_property_tax_credit_eligible_head');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i] || income[i]! > p.income_limit) continue;
      out[i] = Math.min(p.maximum, Math.max(0, propertyTax[i]! - p.income_share * income[i]!));
    }
    return out;
  },
});
