import { defineUsVariable } from '../../../../../us-variable.js';

/** Ohio income tax base (IT 1040 line 5): Ohio AGI less the exemption amount, not below 0. */
export const oh_taxable_income = defineUsVariable({
  id: 'oh_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Ohio taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OH'] },
  reference: 'https://codes.ohio.gov/ohio-revised-code/section-5747.02',
  formula: (f) => {
    const agi = f.get('oh_agi');
    const exemptions = f.get('oh_personal_exemptions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, agi[i]! - exemptions[i]!);
    return out;
  },
});
