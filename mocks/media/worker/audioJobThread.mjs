// The audio worker thread's entry: Node starts worker threads without the parent's TypeScript loader, so this file
// loads the TypeScript one through tsx (the same loader `npm start` runs under).
import { tsImport } from 'tsx/esm/api';

await tsImport('./audioJobThread.ts', import.meta.url);
