import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Income that places a tax unit in a row of the optional sales tax tables: AGI plus nontaxable
 * items (tax-exempt interest and pensions, the nontaxable part of Social Security, SSI and TANF).
 */
export const state_sales_tax_income = defineUsVariable({
  id: 'state_sales_tax_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Income for the optional sales tax tables',
  unit: 'currency-USD',
  reference: 'https://www.irs.gov/pub/irs-prior/i1040sca--2023.pdf#page=4',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const exemptInterest = f.sum('tax_exempt_interest_income');
    const exemptPensions = f.sum('tax_exempt_pension_income');
    const benefits = f.get('tax_unit_social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const ssi = f.sum('ssi');
    const tanf = f.get('tanf');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      out[i] =
        agi[i]! +
        exemptInterest[i]! +
        exemptPensions[i]! +
        benefits[i]! -
        taxable[i]! +
        ssi[i]! +
        tanf[i]!;
    }
    return out;
  },
});
