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
    // Every member's benefits, a dependent's too (none of a dependent's is taxable on this return).
    const benefits = f.sum('social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const ssi = f.sum('ssi');
    // The SPM unit's TANF, shared among its tax units by the children each holds (TANF assists
    // needy children and their caretakers, 42 U.S.C. 601(a)), by members where it has no child;
    // `get` alone would put all of it in each tax unit.
    const spmTanf = f.get('tanf');
    const spmChildren = f.get('spm_unit_count_children');
    const spmSize = f.get('spm_unit_size');
    const children = f.count({ mask: 'is_spm_child' });
    const size = f.count();
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const tanf =
        spmChildren[i]! > 0
          ? (spmTanf[i]! * children[i]!) / spmChildren[i]!
          : (spmTanf[i]! * size[i]!) / spmSize[i]!;
      out[i] =
        agi[i]! +
        exemptInterest[i]! +
        exemptPensions[i]! +
        benefits[i]! -
        taxable[i]! +
        ssi[i]! +
        tanf;
    }
    return out;
  },
});
