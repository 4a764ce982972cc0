import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeMeetingRequestMutation,
  createMeetingRequestMutation,
  createMyCalendarFeedMutation,
  getMeetingSettingsOptions,
  getMyAvailabilityOptions,
  getMyCalendarFeedOptions,
  listMeetingCounterpartsOptions,
  listMyMeetingRequestsOptions,
  listMyMeetingsOptions,
  rankMeetingRequestsMutation,
  recordMeetingFollowUpMutation,
  revokeMyCalendarFeedMutation,
  updateMyAvailabilityMutation,
} from '../../lib/api/generated/@tanstack/react-query.gen';
import type { CalendarFeed, Meeting, MeetingAvailability, MeetingCounterparts, MeetingRequest, MeetingSettings } from '../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../lib/api/useApiQuery';

/** The round's meeting days, hours, slots, tables and limit. */
export const useMeetingSettings = (roundId: number): Load<MeetingSettings> => useApiQuery(getMeetingSettingsOptions({ path: { roundId } }));

/** Whom the user may ask (403 `NOT_A_MEETING_PARTICIPANT` when they take no part). */
export const useCounterparts = (roundId: number): Load<MeetingCounterparts> => useApiQuery(listMeetingCounterpartsOptions({ path: { roundId } }), { loggedInOnly: true });

/** The user's requests in the round, made and received. */
export const useMyRequests = (roundId: number, enabled = true): Load<MeetingRequest[]> =>
  useApiQuery(listMyMeetingRequestsOptions({ query: { roundId } }), { loggedInOnly: true, enabled });

/** The slots the user marked available. */
export const useMyAvailability = (roundId: number): Load<MeetingAvailability> => useApiQuery(getMyAvailabilityOptions({ path: { roundId } }), { loggedInOnly: true });

/** The user's agenda: their meetings of published schedules. */
export const useMyMeetings = (): Load<Meeting[]> => useApiQuery(listMyMeetingsOptions(), { loggedInOnly: true });

/** The user's private calendar address. */
export const useCalendarFeed = (): Load<CalendarFeed> => useApiQuery(getMyCalendarFeedOptions(), { loggedInOnly: true });

const MEETING_READS = ['listMeetingCounterparts', 'listMyMeetingRequests', 'getMyAvailability', 'listMyMeetings', 'getMyCalendarFeed'];
/** Whether a query is one of this page's reads (its generated key names the operation). */
const isMeetingRead = (queryKey: readonly unknown[]) => MEETING_READS.includes(String((queryKey[0] as { _id?: unknown } | undefined)?._id));

/** The participant's writes; each reads the page's data again. */
export function useMeetingWrites() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ predicate: (query) => isMeetingRead(query.queryKey) });
  return {
    request: useMutation({ ...createMeetingRequestMutation(), onSuccess: refresh }),
    change: useMutation({ ...changeMeetingRequestMutation(), onSuccess: refresh }),
    rank: useMutation({ ...rankMeetingRequestsMutation(), onSuccess: refresh }),
    availability: useMutation({ ...updateMyAvailabilityMutation(), onSuccess: refresh }),
    followUp: useMutation({ ...recordMeetingFollowUpMutation(), onSuccess: refresh }),
    newFeed: useMutation({ ...createMyCalendarFeedMutation(), onSuccess: refresh }),
    stopFeed: useMutation({ ...revokeMyCalendarFeedMutation(), onSuccess: refresh }),
  };
}
