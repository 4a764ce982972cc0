import type { MeetingRequest, MeetingSide, ProgramApplicationComposer, ProgramApplicationProject } from '../../lib/api/generated/types.gen';
import { meetingRequestLifecycle, type MeetingRequestAction } from '../../lib/domain/program/lifecycles/meetingRequest';
import { localizedText, type DataLanguage } from '../../lib/i18n/localized';

/** A composer's name in the page's language (their nickname when they have none). */
export const composerName = (composer: ProgramApplicationComposer, language: DataLanguage): string => localizedText(composer.name, language) || composer.nickname;

/** A project's title in the page's language. */
export const projectTitle = (project: ProgramApplicationProject, language: DataLanguage): string => localizedText(project.title, language);

/** Whom a request or a meeting is with, seen from `side`: the composer for a production, the project for a composer. */
export const otherSideName = (item: Pick<MeetingRequest, 'composer' | 'project'>, side: MeetingSide, language: DataLanguage): string =>
  side === 'production' ? composerName(item.composer, language) : projectTitle(item.project, language);

/** Open requests (pending or accepted) count toward the limit and are ranked. */
export const isOpenRequest = (request: MeetingRequest): boolean => request.status === 'pending' || request.status === 'accepted';

/** The user's rank of a request (their side's). */
export const rankOf = (request: MeetingRequest, side: MeetingSide): number | null => (side === 'production' ? request.productionRank : request.composerRank);

/** The user's side's open requests, most wanted first (unranked ones last, oldest first). */
export function rankedOpenRequests(requests: readonly MeetingRequest[], side: MeetingSide): MeetingRequest[] {
  const order = (request: MeetingRequest) => rankOf(request, side) ?? Number.MAX_SAFE_INTEGER;
  return requests.filter(isOpenRequest).sort((a, b) => order(a) - order(b) || a.createdAt.localeCompare(b.createdAt) || a.requestId - b.requestId);
}

/**
 * What the user may do with a request (the lifecycle's rule: the side asked accepts or declines, etc.; an accepted
 * one is cancelled until its meeting took place).
 */
export const requestActions = (request: MeetingRequest, side: MeetingSide, meetingsOpen: boolean, meetingTookPlace: boolean): MeetingRequestAction[] =>
  meetingRequestLifecycle.allowedActions(request.status, request.requestedBy === side ? 'owner' : 'recipient', { meetingsOpen, withinLimit: true, meetingTookPlace });

/** Whether requests and availability may still change: before the end of the last meeting day (none: not yet open). */
export const meetingsStillOpen = (end: number | null): boolean => end !== null && Date.now() < end;
