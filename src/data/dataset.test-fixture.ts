import { generateUsPopulation } from '../countries/us/data/index.js';

/** Test fixture run in a child process: prints the digest of a small generated dataset. */
if (process.argv[1] !== undefined && process.argv[1].endsWith('dataset.test-fixture.ts')) {
  process.stdout.write(
    `${generateUsPopulation({ households: Number(process.argv[2]), seed: Number(process.argv[3]) }).digest}\n`,
  );
}
