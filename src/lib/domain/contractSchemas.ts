import { config } from 'zod';

/**
 * The contract's generated zod schemas that the browser's form rules use, loaded only once zod is told not
 * to compile its parsers with `new Function`.
 *
 * The generated module builds every object schema as it loads, and zod then probes whether it may compile a
 * fast parser by calling `new Function('')`. The app's Content-Security-Policy refuses eval, so in the browser
 * that probe is blocked (zod falls back to its plain parser) and reported as a violation on every page that
 * loads the schemas. A static import cannot be ordered after the configuration (a bundler chunk evaluates the
 * chunks it imports before its own code), so the schemas are loaded by a dynamic import after it, at the top
 * level. Browser code imports the contract's schemas from here, never from `api/generated/zod.gen` directly
 * (contractSchemas.test.ts keeps it so).
 */
config({ jitless: true });

const generated = await import('../api/generated/zod.gen');

export const {
  zEmail,
  zInstagramId,
  zNickname,
  zPassword,
  zPersonName,
  zPortfolioUrl,
  zProgramProjectGenre,
  zProgramProjectListedStatus,
  zProgramProjectStage,
  zProgramRoundInput,
  zShortlistDescription,
  zShortlistName,
  zShortlistNote,
} = generated;
