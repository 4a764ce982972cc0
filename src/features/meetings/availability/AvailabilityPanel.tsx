import { Button, H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingSettings } from '../../../lib/api/generated/types.gen';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { useMediaQuery } from '../../../lib/ui/useMediaQuery';
import { PHONE_QUERY } from '../phoneQuery';
import { useMeetingWrites, useMyAvailability } from '../useMeetings';
import { AvailabilityGrid } from './AvailabilityGrid';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

const sameMarks = (a: ReadonlySet<string>, b: readonly string[]) => a.size === b.length && b.every((id) => a.has(id));

/** The participant's availability: the grid of the round's slots, saved as a whole (leaving unsaved asks first). */
export function AvailabilityPanel({ settings, open }: { settings: MeetingSettings; open: boolean }) {
  const { t } = useTranslation('meetings');
  const headingId = useId();
  const availability = useMyAvailability(settings.roundId);
  let body;
  if (availability.state.status === 'failed' && !availability.state.data)
    body = <LoadFailure title={t('availability.loadFailed')} error={availability.state.error} retry={availability.retry} />;
  else if (!availability.state.data) body = <LoadingState text={t('availability.loading')} />;
  else if (settings.slots.length === 0) body = <p className="app-meetings-muted">{t('availability.noDays')}</p>;
  else body = <AvailabilityForm settings={settings} saved={availability.state.data.slotIds} open={open} />;
  return (
    <section className="app-meetings-section" aria-labelledby={headingId}>
      <H2 id={headingId}>{t('availability.title')}</H2>
      <p className="app-meetings-muted">{t('availability.intro')}</p>
      {body}
    </section>
  );
}

function AvailabilityForm({ settings, saved, open }: { settings: MeetingSettings; saved: readonly string[]; open: boolean }) {
  const { t } = useTranslation(['meetings', 'errors']);
  const phone = useMediaQuery(PHONE_QUERY);
  const { availability: save } = useMeetingWrites();
  const [marks, setMarks] = useState<Set<string>>(() => new Set(saved));
  const [done, setDone] = useState(false);
  const dirty = !sameMarks(marks, saved);
  const guard = useUnsavedChangesGuard(dirty && !save.isPending);
  const submit = () => {
    setDone(false);
    save.mutate(
      { path: { roundId: settings.roundId }, body: { slotIds: settings.slots.map((slot) => slot.slotId).filter((id) => marks.has(id)) } },
      { onSuccess: () => setDone(true) },
    );
  };
  return (
    <form
      className="app-meetings-availability"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <UnsavedChangesDialog guard={guard} />
      <p className="app-meetings-muted">{t('availability.count', { count: marks.size, total: settings.slots.length })}</p>
      <AvailabilityGrid
        days={settings.days}
        slots={settings.slots}
        value={marks}
        onChange={(next) => {
          setDone(false);
          setMarks(next);
        }}
        disabled={!open || save.isPending}
        phone={phone}
      />
      <div className="app-meetings-form-actions">
        <Button type="submit" intent="primary" text={t('availability.save')} loading={save.isPending} disabled={!open || !dirty} />
      </div>
      <div role="status" aria-live="polite">
        {done && !dirty && <p className="app-meetings-saved">{t('availability.saved')}</p>}
      </div>
      <ApiErrorCallout error={save.error} lead={t('availability.failed')} />
    </form>
  );
}
