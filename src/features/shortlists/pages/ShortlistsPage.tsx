import { Classes, H1, NonIdealState } from '@blueprintjs/core';
import { ListDetailView } from '@blueprintjs/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteShortlistMutation, listMyShortlistsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ShortlistSummary } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { DeleteShortlistAlert } from './DeleteShortlistAlert';
import { NewShortlistForm } from './NewShortlistForm';
import { usePageQuerySettings } from './pageQuery';
import { ShortlistListItem } from './ShortlistListItem';
import { useShortlistChanged } from './useInvalidateShortlists';
import { useFailureText } from '../../../lib/ui/useFailureText';

/** A placeholder of the list while it loads (three grey rows). */
function ShortlistsSkeleton() {
  const { t } = useTranslation('shortlists');
  return (
    <div role="status" className="app-shortlists-skeleton">
      <span className="app-visually-hidden">{t('list.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={`app-shortlist-item ${Classes.SKELETON}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * My shortlists (`/shortlists`, login required by the route): newest change first, each with its track count
 * and share state; a form for a new one; delete after a question.
 */
export function ShortlistsPage() {
  const { t } = useTranslation(['shortlists', 'errors']);
  const failureText = useFailureText();
  const headingId = useId();
  const query = useQuery({ ...listMyShortlistsOptions(), ...usePageQuerySettings() });
  const [deleting, setDeleting] = useState<ShortlistSummary | undefined>();
  const changed = useShortlistChanged();
  const remove = useMutation({
    ...deleteShortlistMutation(),
    onSuccess: (_response, variables) => {
      changed(variables.path.shortlistId);
      void showAppToast({ message: t('list.deleted', { name: deleting?.name ?? '' }), intent: 'success' }, 'shortlist-deleted');
      setDeleting(undefined);
    },
    onError: (error) => {
      void showAppToast({ message: failureText(error, t('list.deleteFailed')), intent: 'danger' }, 'shortlist-deleted');
      setDeleting(undefined);
    },
  });
  const shortlists = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)), [query.data]);

  let body;
  if (query.isError) body = <LoadFailure title={t('list.loadFailed')} error={query.error} retry={() => void query.refetch()} />;
  else if (query.isPending) body = <ShortlistsSkeleton />;
  else if (shortlists.length === 0) body = <NonIdealState icon={<ListDetailView />} description={t('list.empty')} />;
  else {
    body = (
      <ul className="app-shortlist-list" aria-label={t('list.label')}>
        {shortlists.map((shortlist) => (
          <ShortlistListItem key={shortlist.shortlistId} shortlist={shortlist} onDelete={setDeleting} />
        ))}
      </ul>
    );
  }

  return (
    <section className="app-board-page app-shortlists-page" aria-labelledby={headingId} aria-busy={query.isPending}>
      <H1 id={headingId}>{t('list.heading')}</H1>
      <p>{t('list.intro')}</p>
      {body}
      <NewShortlistForm />
      <DeleteShortlistAlert
        name={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && remove.mutate({ path: { shortlistId: deleting.shortlistId } })}
      />
    </section>
  );
}
