import type { ProgramRound } from '../../lib/api/generated/types.gen';
import { ProgramPage } from '../../features/program';
import { useServerRouteData } from './serverRouteData';

/** The Film Music Matching Program's open round (with the round when the server rendered it). */
export function Component() {
  return <ProgramPage initialRound={useServerRouteData<ProgramRound | null>()} />;
}
