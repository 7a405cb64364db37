import { defineUsVariable } from '../../../../../us-variable.js';

/** The head of the tax unit, aged 65 or more or disabled, who may claim the Oklahoma property tax credit (68 O.S. 5011(B)). */
export const ok_property_tax_credit_eligible_head = defineUsVariable({
  id: 'ok_property_tax_credit_eligible_head',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Oklahoma property tax credit: aged or disabled head',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://oksenate.gov/sites/default/files/2019-12/os68.pdf',
    'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/past-year/2024/538-H-2024.pdf',
  ],
  formula: (f) => {
    const age = f.p.gov.states.ok.tax.income.credits.property_tax.age;
    const head = f.get('is_tax_unit_head');
    const ages = f.get('age');
    const disabled = f.get('is_disabled');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = head[i] && (ages[i]! >= age || disabled[i]) ? 1 : 0;
    return out;
  },
});
