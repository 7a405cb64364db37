import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Tax on non-savings, savings and dividend income, less the marriage allowance reduction (the non-savings tax on the top slice of taxable income the size of the allowance: the basic rate, or a Scottish taxpayer’s own rates). */
export const income_tax_pre_charges = defineUkVariable({
  id: 'income_tax_pre_charges',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax before charges',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/55B',
  formula: (f) => {
    const earned = f.get('earned_income_tax');
    const savings = f.get('savings_income_tax');
    const dividends = f.get('dividend_income_tax');
    const ma = f.get('marriage_allowance');
    const taxable = f.get('earned_taxable_income');
    const scottish = f.get('is_scottish_taxpayer');
    const rates = f.p.gov.hmrc.income_tax.rates;
    const less = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) less[i] = Math.max(0, taxable[i]! - ma[i]!);
    const uk = rates.uk.calc(less);
    const scotland = rates.scotland.calc(less);
    return perRow(f, (i) => {
      const tax = earned[i]! + savings[i]! + dividends[i]!;
      // The reduction: the non-savings tax on the allowance's slice of taxable income (basic
      // rate for a basic-rate taxpayer; a Scottish taxpayer's own rates, as PolicyEngine-UK
      // takes them).
      const reduction = earned[i]! - (scottish[i] ? scotland[i]! : uk[i]!);
      return Math.max(0, tax - reduction);
    });
  },
});
