import { defineUsVariable } from '../../../../../us-variable.js';

/** New York refundable credits: the earned income credit, the Empire State child credit, the dependent care credit and the real property tax credit. */
export const ny_refundable_credits = defineUsVariable({
  id: 'ny_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const eitc = f.get('ny_eitc');
    const ctc = f.get('ny_ctc');
    const cdcc = f.get('ny_cdcc');
    const property = f.get('ny_real_property_tax_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + ctc[i]! + cdcc[i]! + property[i]!;
    return out;
  },
});
