import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Non-savings taxable income at the Scottish rates for Scottish taxpayers, else at the UK rates. */
export const earned_income_tax = defineUkVariable({
  id: 'earned_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Income tax on non-savings income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/11A',
  formula: (f) => {
    const taxable = f.get('earned_taxable_income');
    const scottish = f.get('is_scottish_taxpayer');
    const rates = f.p.gov.hmrc.income_tax.rates;
    const uk = rates.uk.calc(taxable);
    const scotland = rates.scotland.calc(taxable);
    return perRow(f, (i) => (scottish[i] ? scotland[i]! : uk[i]!));
  },
});
