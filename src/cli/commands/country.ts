import { Option } from 'commander';
import { COUNTRIES } from '../../contract/index.js';
import { DEFAULT_COUNTRY } from '../../countries/index.js';

/** The `--country` option of commands that run on a country's model and data. */
export function countryOption(): Option {
  return new Option('--country <id>', 'the country').choices(COUNTRIES).default(DEFAULT_COUNTRY);
}
