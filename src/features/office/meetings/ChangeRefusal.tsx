import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '../../../lib/api/errorMessages';
import type { ScheduleConflict } from '../../../lib/domain/program/meetings/scheduleConflicts';

const CONFLICT_CODES: readonly string[] = ['unknown_request', 'placed_twice', 'unknown_slot', 'unknown_table', 'table_taken', 'outside_availability', 'participant_busy'];

/**
 * Why a change of the schedule was refused, translated: the error's message, and for `MEETING_CONFLICT` each rule
 * the change would break (the provider's field errors). Nothing when there is no error.
 */
export function ChangeRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation(['office', 'errors']);
  if (!error) return null;
  const reasons = isApiError(error) ? [...new Set((error.fieldErrors ?? []).map((one) => one.code).filter((code) => CONFLICT_CODES.includes(code)))] : [];
  return (
    <Callout intent="danger" role="alert" compact className="app-office-meetings-refusal">
      <p>{t(errorMessageKey(error), { ns: 'errors' })}</p>
      {reasons.length > 0 && (
        <ul>
          {reasons.map((code) => (
            <li key={code}>{t(`meetings.conflict.${code as ScheduleConflict['kind']}`)}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
