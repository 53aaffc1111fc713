#!/usr/bin/env node
// The corebank command. Needs Node.js 24 (runs TypeScript directly); `npm run corebank -- …` uses the pinned one.
import '../src/cli/corebank.ts';
