import { defineUsVariable } from '../../../../../us-variable.js';

/** A head or spouse aged 65 or more or disabled, for whom the higher sales tax relief credit income limit applies (68 O.S. 5011(A)(2)). */
export const ok_sales_tax_credit_aged_or_disabled_filer = defineUsVariable({
  id: 'ok_sales_tax_credit_aged_or_disabled_filer',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Oklahoma sales tax relief credit: aged or disabled filer',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/538-S-2024.pdf',
  ],
  formula: (f) => {
    const age = f.p.gov.states.ok.tax.income.credits.sales_tax.age;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const ages = f.get('age');
    const disabled = f.get('is_disabled');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = filer[i] && (ages[i]! >= age || disabled[i]) ? 1 : 0;
    return out;
  },
});
