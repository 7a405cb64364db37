import { describeRecordsConformance } from '../../src/db/conformance.js';
import { createPostgresTestDatabase, skipPostgres } from './postgres-harness.js';

// Skipped only when the server is absent and CI is unset; under CI a missing server fails.
describeRecordsConformance({
  name: 'PostgresRecords',
  skip: await skipPostgres(),
  createDatabase: createPostgresTestDatabase,
});
