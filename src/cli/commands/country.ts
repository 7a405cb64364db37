import { Option } from 'commander';
import { COUNTRIES } from '../../contract/index.js';
import { DEFAULT_COUNTRY } from '../../countries/index.js';

/**
 * The `--country` option of commands that run on a country's model and data. With `inferred`
 * it has no default: the command works the country out from its input (a situation's entities)
 * and falls back to the default country.
 */
export function countryOption(options: { readonly inferred?: boolean } = {}): Option {
  if (options.inferred)
    return new Option(
      '--country <id>',
      `the country (default: the one whose entities the situation uses, else ${DEFAULT_COUNTRY})`,
    ).choices(COUNTRIES);
  return new Option('--country <id>', 'the country').choices(COUNTRIES).default(DEFAULT_COUNTRY);
}
