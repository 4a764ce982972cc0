import { useMutation } from '@tanstack/react-query';
import { deleteMyIndustryProfileMutation, getMyIndustryProfileOptions, saveMyIndustryProfileMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { IndustryProfile } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** The user's industry profile, null when they have none (read only with a session). */
export function useMyIndustryProfile(enabled: boolean): Load<IndustryProfile | null> {
  return useApiQuery(getMyIndustryProfileOptions(), { loggedInOnly: true, enabled });
}

/** Saving the profile (a new one, an edit, or asking again after a rejection); the page shows what was saved. */
export function useSaveIndustryProfile(onSaved: (profile: IndustryProfile) => void) {
  return useMutation({ ...saveMyIndustryProfileMutation(), onSuccess: (answer) => onSaved(answer.data) });
}

/** Withdrawing the profile; the page then shows the form for a new one. */
export function useWithdrawIndustryProfile(onWithdrawn: () => void) {
  return useMutation({ ...deleteMyIndustryProfileMutation(), onSuccess: onWithdrawn });
}
