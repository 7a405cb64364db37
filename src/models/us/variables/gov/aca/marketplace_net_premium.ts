import { defineUsVariable } from '../../us-variable.js';

/** Premium the tax unit pays for its benchmark Marketplace plan after the premium tax credit (taken up in full). */
export const marketplace_net_premium = defineUsVariable({
  id: 'marketplace_net_premium',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Marketplace premium net of the premium tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/36B',
  formula: (f) => {
    const premium = f.get('slcsp');
    const credit = f.get('aca_ptc');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, premium[i]! - credit[i]!);
    return out;
  },
});
