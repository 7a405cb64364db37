import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois property tax credit (Schedule ICR): 5% of the real-estate tax on the residence, at most
 * the tax; none above the exemption income limit (35 ILCS 5/208). The K-12 education expense
 * credit has no inputs.
 */
export const il_non_refundable_credits = defineUsVariable({
  id: 'il_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois non-refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K208',
  formula: (f) => {
    const credit = f.get('il_property_tax_credit');
    const tax = f.get('il_income_tax_before_non_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(credit[i]!, tax[i]!);
    return out;
  },
});
