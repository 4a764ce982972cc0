// Loaded first (see cucumber.mjs): lets cucumber `import` the TypeScript step and support files.
import { register } from 'tsx/esm/api';

register();
