import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Allowance received from a spouse: 10% of the personal allowance (rounded up to 10), at most the spouse’s unused allowance, for a spouse not liable above the basic (Scottish: intermediate) rate. */
export const marriage_allowance = defineUkVariable({
  id: 'marriage_allowance',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Marriage allowance',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/55B',
  formula: (f) => {
    const married = f.get('is_married');
    const adult = f.get('is_adult');
    const taxable = f.get('earned_taxable_income');
    const scottish = f.get('is_scottish_taxpayer');
    const unused = f.get('unused_personal_allowance');
    const unitUnused = f.get('benunit_unused_personal_allowance');
    const it = f.p.gov.hmrc.income_tax;
    const ma = it.allowances.marriage_allowance;
    const full =
      Math.ceil((it.allowances.personal_allowance.amount * ma.share) / ma.rounding) * ma.rounding;
    const higherUk = it.rates.uk.thresholds[1]!;
    const higherScotland = it.rates.scotland.thresholds[3]!;
    return perRow(f, (i) => {
      if (!married[i] || !adult[i]) return 0;
      if (taxable[i]! > (scottish[i] ? higherScotland : higherUk)) return 0;
      return Math.min(full, Math.max(0, unitUnused[i]! - unused[i]!));
    });
  },
});
