import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeMeetingScheduleMutation,
  getMeetingScheduleOptions,
  getMeetingScheduleQueryKey,
  getMeetingSettingsOptions,
  publishMeetingScheduleMutation,
  recordMeetingAttendanceMutation,
  runMeetingSchedulerMutation,
  updateMeetingSettingsMutation,
} from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MeetingSchedule, MeetingScheduleResponse, MeetingSettings } from '../../../lib/api/generated/types.gen';
import { isApiError } from '../../../lib/api/errorMessages';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** A round's meeting settings with their slots; nothing is read without a round. */
export function useMeetingSettings(roundId: number | undefined): Load<MeetingSettings> {
  return useApiQuery(getMeetingSettingsOptions({ path: { roundId: roundId ?? 0 } }), { loggedInOnly: true, enabled: roundId !== undefined });
}

/** A round's schedule as the office works on it; nothing is read without a round. */
export function useMeetingSchedule(roundId: number | undefined): Load<MeetingSchedule> {
  return useApiQuery(getMeetingScheduleOptions({ path: { roundId: roundId ?? 0 } }), { loggedInOnly: true, enabled: roundId !== undefined });
}

/**
 * The office's changes to a round's meetings. A change answered with the schedule shows it at once; any change
 * (or a refusal: `SCHEDULE_CHANGED` says another window changed it) reads the schedule, the settings and the
 * dashboard again, so what is shown is the latest.
 */
export function useMeetingChanges() {
  const queryClient = useQueryClient();
  const readAgain = async () => {
    await Promise.all(['getMeetingSchedule', 'getMeetingSettings', 'getRoundDashboard'].map((operation) => invalidateOperation(queryClient, operation)));
  };
  const showSchedule = async (answer: MeetingScheduleResponse) => {
    queryClient.setQueryData(getMeetingScheduleQueryKey({ path: { roundId: answer.data.roundId } }), answer);
    await readAgain();
  };
  const onError = async (error: unknown) => {
    if (isApiError(error) && error.code === 'SCHEDULE_CHANGED') await readAgain();
  };
  return {
    settings: useMutation({ ...updateMeetingSettingsMutation(), onSuccess: readAgain }),
    run: useMutation({ ...runMeetingSchedulerMutation(), onSuccess: showSchedule, onError }),
    change: useMutation({ ...changeMeetingScheduleMutation(), onSuccess: showSchedule, onError }),
    publish: useMutation({ ...publishMeetingScheduleMutation(), onSuccess: showSchedule, onError }),
    attendance: useMutation({ ...recordMeetingAttendanceMutation(), onSuccess: readAgain }),
  };
}
