import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Refundable child tax credit (additional child tax credit): the credit left after the tax limit,
 * up to the per-child refundable maximum and to the earnings-based amount (for three or more
 * children, the greater of that and Social Security taxes less the EITC).
 */
export const refundable_ctc = defineUsVariable({
  id: 'refundable_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Refundable child tax credit',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/24#d',
  formula: (f) => {
    const minChildren =
      f.p.gov.irs.credits.ctc.refundable.phase_in.min_children_for_ss_taxes_minus_eitc;
    const credit = f.get('ctc');
    const maximum = f.get('ctc_refundable_maximum');
    const phaseIn = f.get('ctc_phase_in');
    const liability = f.get('ctc_limiting_tax_liability');
    const children = f.get('ctc_qualifying_children');
    const ssTax = f.sum('employee_social_security_tax');
    const medicareTax = f.sum('employee_medicare_tax');
    const additional = f.get('additional_medicare_tax');
    const seAld = f.get('self_employment_tax_ald');
    const eitc = f.get('eitc');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const c = credit[i]!;
      if (c <= 0) continue;
      let earningsBased = phaseIn[i]!;
      if (children[i]! >= minChildren) {
        earningsBased = Math.max(
          earningsBased,
          ssTax[i]! + medicareTax[i]! + additional[i]! + seAld[i]! - eitc[i]!,
        );
      }
      const unused = Math.max(0, c - Math.max(0, liability[i]!));
      out[i] = Math.max(0, Math.min(maximum[i]!, c, earningsBased, unused));
    }
    return out;
  },
});
