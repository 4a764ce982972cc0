import { Card, H1, H2, NonIdealState, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramBrief } from '../../lib/api/generated/types.gen';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { localizedText, useDataLanguage } from '../../lib/i18n/localized';
import { LoadFailure } from '../../lib/ui/LoadFailure';
import { LoadingState } from '../../lib/ui/LoadingState';
import { festivalDateTime } from '../program';
import { MyAnswers } from './answering/MyAnswers';
import { useBriefs } from './useBriefs';

/**
 * The briefs the user may see (`/program/briefs`, logged in): a production's own, with their answer counts; the
 * ones a selected composer may answer, with where their answer stands. Open briefs first, nearest deadline first.
 */
export function BriefsPage() {
  const { t } = useTranslation('briefs');
  const headingId = useId();
  const listId = useId();
  const briefs = useBriefs();
  const user = useCurrentUser();
  let body;
  if (briefs.state.status === 'failed') body = <LoadFailure title={t('list.loadFailed')} error={briefs.state.error} retry={briefs.retry} />;
  else if (!briefs.state.data) body = <LoadingState text={t('list.loading')} />;
  else if (briefs.state.data.length === 0) body = <NonIdealState description={t('list.empty')} />;
  else {
    body = (
      <ul className="app-briefs-list" aria-labelledby={listId}>
        {briefs.state.data.map((brief) => (
          <BriefItem key={brief.briefId} brief={brief} />
        ))}
      </ul>
    );
  }
  return (
    <section className="app-briefs-page" aria-labelledby={headingId} aria-busy={briefs.state.status === 'loading'}>
      <H1 id={headingId}>{t('list.title')}</H1>
      <p className="app-briefs-muted">{t('list.intro')}</p>
      <H2 id={listId} className="app-visually-hidden">
        {t('list.listLabel')}
      </H2>
      {body}
      {user?.authorityType === 'ROLE_MUSICIAN' && <MyAnswers />}
    </section>
  );
}

function BriefItem({ brief }: { brief: ProgramBrief }) {
  const { t } = useTranslation('briefs');
  const { t: words } = useTranslation('program');
  const language = useDataLanguage();
  const deadline = festivalDateTime(brief.deadline, language);
  let standing;
  if (brief.answerCount !== null) standing = t('list.answers', { count: brief.answerCount });
  else if (brief.myAnswer) standing = t('list.yours', { status: words(`vocabulary.answerStatus.${brief.myAnswer.status}`) });
  else standing = t('list.notAnswered');
  return (
    <li>
      <Card className="app-briefs-item" elevation={0}>
        <div className="app-briefs-item-main">
          <Link to={`/program/briefs/${brief.briefId}`} className="app-briefs-item-title">
            {localizedText(brief.project.title, language)}
          </Link>
          <p className="app-briefs-muted">
            {brief.project.company}
            {brief.project.genre && ` · ${words(`vocabulary.genre.${brief.project.genre}`)}`}
          </p>
          <p className="app-briefs-muted">{t(brief.open ? 'list.until' : 'list.closed', { at: deadline })}</p>
        </div>
        <Tag round minimal intent={brief.open ? 'primary' : 'none'}>
          {standing}
        </Tag>
      </Card>
    </li>
  );
}
