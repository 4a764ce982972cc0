import type { MeetingCounterparts, MeetingRequest, ProgramApplicationComposer } from '../../../lib/api/generated/types.gen';
import { isOpenRequest } from '../meetingSides';

/** What a production may do about one selected composer it came across (on their page, in a shortlist). */
export interface MeetingOffer {
  composer: ProgramApplicationComposer;
  /** The production's open requests with this composer (pending or accepted), one per project. */
  openRequests: MeetingRequest[];
  /** Where to ask for a meeting (the meetings page with its request dialog open), or none when every project has asked. */
  askPath: string | undefined;
}

/**
 * The selected composers among `musicianIds` (in their order, each once) a production may meet in its round, each
 * with the requests already open and, while one of the production's selected projects has not asked them, the
 * address that opens the request dialog (with the project chosen when only one is left). A composer's counterparts
 * hold no composers: none is offered to them.
 */
export function meetingOffers(counterparts: MeetingCounterparts, requests: readonly MeetingRequest[], musicianIds: readonly number[]): MeetingOffer[] {
  const offers: MeetingOffer[] = [];
  for (const musicianId of new Set(musicianIds)) {
    const composer = counterparts.composers.find((one) => one.musicianId === musicianId);
    if (!composer) continue;
    const openRequests = requests.filter((request) => isOpenRequest(request) && request.composer.userId === composer.userId);
    const free = counterparts.myProjects.filter((project) => !openRequests.some((request) => request.project.projectId === project.projectId));
    const project = free.length === 1 ? `&project=${free[0]!.projectId}` : '';
    offers.push({ composer, openRequests, askPath: free.length > 0 ? `/program/meetings?composer=${composer.userId}${project}` : undefined });
  }
  return offers;
}
