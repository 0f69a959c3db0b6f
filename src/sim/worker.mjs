// Bootstrap for piscina worker threads: give the thread tsx's loader, then load the TypeScript worker.
import { register } from 'tsx/esm/api';
register();
const mod = await import('./worker.ts');
export default mod.default;
export const replayGame = mod.replayGame;
