import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** The Illinois property tax credit before the limit at the tax. */
export const il_property_tax_credit = defineUsVariable({
  id: 'il_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois property tax credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K208',
  formula: (f) => {
    const p = f.p.gov.states.il.tax.income;
    const agi = f.get('adjusted_gross_income');
    const limit = f.lookup(p.exemption.income_limit, f.get('filing_status'), FILING_STATUS);
    const propertyTax = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (agi[i]! <= limit[i]!) out[i] = propertyTax[i]! * p.credits.property_tax_rate;
    return out;
  },
});
