import { byFilingStatus } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Taxable Social Security benefits of the tax unit (the Social Security Benefits Worksheet), on the head's and spouse's benefits. */
export const tax_unit_taxable_social_security = defineUsVariable({
  id: 'tax_unit_taxable_social_security',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Taxable Social Security benefits (tax unit)',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/86',
    'https://www.irs.gov/publications/p915',
  ],
  formula: (f) => {
    const p = f.p.gov.irs.social_security.taxability;
    const benefits = f.get('tax_unit_social_security');
    const other = f.sum('irs_gross_income_excluding_social_security');
    const exempt = f.sum('tax_exempt_interest_income');
    const adjustments = f.get('above_the_line_deductions');
    const base = byFilingStatus(f, p.threshold.base);
    const adjusted = byFilingStatus(f, p.threshold.adjusted_base);
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const b = benefits[i]!;
      if (b <= 0) continue;
      const provisional = other[i]! + exempt[i]! - adjustments[i]! + p.rate.base * b;
      const overBase = Math.max(0, provisional - base[i]!);
      if (overBase <= 0) continue;
      const overAdjusted = Math.max(0, provisional - adjusted[i]!);
      const tier = adjusted[i]! - base[i]!;
      const firstTier = Math.min(p.rate.base * Math.min(overBase, tier), p.rate.base * b);
      out[i] = Math.min(firstTier + p.rate.additional * overAdjusted, p.rate.additional * b);
    }
    return out;
  },
});
