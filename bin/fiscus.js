#!/usr/bin/env node
// Entry of the `fiscus` command: runs the compiled CLI, bundled (dist/cli/bundle/, built by
// `npm run build`, which `npm install` and `npm ci` run through the `prepare` script). No
// TypeScript loader at run time.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/bundle/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write(
    'fiscus: not_built: the compiled CLI (dist/cli/bundle/main.js) is missing; run `npm run build` (or `npm run fiscus -- …` to run the TypeScript sources)\n',
  );
  process.exit(1);
}
await import(main.href);
