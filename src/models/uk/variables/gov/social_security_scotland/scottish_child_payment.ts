import { REGION } from '../../enums.js';
import { defineUkVariable, perRow } from '../../uk-variable.js';

/** For a Scottish family receiving Universal Credit or Pension Credit: the weekly payment for each child under 16, 52 weeks. */
export const scottish_child_payment = defineUkVariable({
  id: 'scottish_child_payment',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Scottish Child Payment',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ssi/2020/351/contents',
  formula: (f) => {
    const region = f.get('region');
    const uc = f.get('universal_credit');
    const pc = f.get('pension_credit');
    const children = f.sum('is_child', { mask: 'scp_age_eligible' });
    const amount = f.p.gov.social_security_scotland.scottish_child_payment.amount;
    return perRow(f, (i) =>
      region[i] === REGION.codes.SCOTLAND && (uc[i]! > 0 || pc[i]! > 0)
        ? 52 * amount * children[i]!
        : 0,
    );
  },
});
