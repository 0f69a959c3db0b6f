// Bootstrap for piscina worker threads: give the thread tsx's loader, then load the TypeScript worker.
// Both loaders: a .ts file outside an ES-module package (a user's strategy in any folder) is compiled as CommonJS.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';
registerCommonJs();
register();
const mod = await import('./worker.ts');
export default mod.default;
export const replayGame = mod.replayGame;
