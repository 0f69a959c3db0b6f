// Bootstrap for a benchmark probe process: give it tsx's loader, then run the TypeScript probe.
import { register } from 'tsx/esm/api';
register();
await import('./probe.ts');
