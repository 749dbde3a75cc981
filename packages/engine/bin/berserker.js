#!/usr/bin/env node
// Thin launcher: the CLI itself is compiled from src/cli.ts into dist/ at install time.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
});
