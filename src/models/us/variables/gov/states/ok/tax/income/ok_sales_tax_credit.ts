import { defineUsVariable } from '../../../../../us-variable.js';

/** Oklahoma sales tax relief credit (Form 538-S; 68 O.S. 5011(A)): $40 for each filer and dependent when gross household income is at most $50,000 with a dependent or a filer aged 65 or more or disabled, $20,000 otherwise; refundable. */
export const ok_sales_tax_credit = defineUsVariable({
  id: 'ok_sales_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oklahoma sales tax relief credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/538-S-2024.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.tax.income.credits.sales_tax;
    const income = f.get('ok_gross_household_income');
    const people = f.get('tax_unit_size');
    const dependents = f.get('tax_unit_count_dependents');
    const aged = f.any('ok_sales_tax_credit_aged_or_disabled_filer');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const limit = dependents[i]! > 0 || aged[i] ? p.income_limit : p.income_limit_other;
      if (income[i]! <= limit) out[i] = p.amount * people[i]!;
    }
    return out;
  },
});
