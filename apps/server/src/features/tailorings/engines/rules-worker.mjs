// Worker entry: load the TypeScript worker through tsx's loader, whatever started the process.
import { register } from 'tsx/esm/api';

register();
await import('./rules-worker.ts');
