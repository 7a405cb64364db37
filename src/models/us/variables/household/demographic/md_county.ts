import { MD_COUNTY } from '../../enums.js';
import { defineUsVariable } from '../../us-variable.js';

/**
 * The Maryland county (or Baltimore City) the household lives in, which sets its county income
 * tax (input; default Allegany County, the alphabetically first, as PolicyEngine-US defaults an
 * unspecified Maryland county). Read only for Maryland households.
 */
export const md_county = defineUsVariable({
  id: 'md_county',
  entity: 'household',
  valueType: 'enum',
  enum: MD_COUNTY,
  period: 'year',
  label: 'Maryland county',
  default: 'ALLEGANY',
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-106',
});
