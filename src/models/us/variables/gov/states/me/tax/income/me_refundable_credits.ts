import { defineUsVariable } from '../../../../../us-variable.js';

/** Maine refundable credits with an input (Form 1040ME lines 25a-25e; Schedule A): the earned income credit, the dependent exemption tax credit, the refundable part of the child care credit, the sales and property tax fairness credits, and the 2025 affordability payment. */
export const me_refundable_credits = defineUsVariable({
  id: 'me_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  formula: (f) => {
    const parts = [
      f.get('me_eitc'),
      f.get('me_dependent_exemption_credit'),
      f.get('me_refundable_child_care_credit'),
      f.get('me_sales_tax_fairness_credit'),
      f.get('me_property_tax_fairness_credit'),
      f.get('me_affordability_payment'),
    ];
    const out = f.zeros();
    for (const part of parts) for (let i = 0; i < f.size; i += 1) out[i] = out[i]! + part[i]!;
    return out;
  },
});
