#!/usr/bin/env node
// Entry of the `fiscus` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
await import(main);
