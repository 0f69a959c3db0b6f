#!/usr/bin/env node
// Both loaders: a .ts file outside an ES-module package (a user's strategy in any folder) is compiled as CommonJS.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';
registerCommonJs();
register();
await import('./main.ts');
