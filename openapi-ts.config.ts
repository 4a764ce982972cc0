import { defineConfig } from '@hey-api/openapi-ts';

/** One generator config, used by `npm run generate` and by the drift check. */
export default defineConfig({
  input: './contracts/openapi.yaml',
  output: { path: process.env.OPENAPI_TS_OUTPUT ?? 'src/lib/api/generated' },
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    { name: '@hey-api/sdk', validator: false },
    'zod',
    // Query and mutation options for TanStack Query (the shortlists' shared server state).
    '@tanstack/react-query',
  ],
});
