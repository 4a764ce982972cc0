import { H1, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { Disable } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { LoadingState } from '../../lib/ui/LoadingState';
import { ApplicationReview } from './applications/ApplicationReview';
import { DashboardPart } from './dashboard/DashboardPart';
import { IndustryReview } from './industry/IndustryReview';
import { MeetingsPart } from './meetings/MeetingsPart';
import { MusicianReview } from './musicians/MusicianReview';
import { ProjectReview } from './projects/ProjectReview';
import { RoundsPart } from './rounds/RoundsPart';

/** The console's parts, each a tab kept in the address (`?tab=`), so a part can be linked and reloaded. */
const PARTS = ['musicians', 'industry', 'projects', 'applications', 'rounds', 'meetings', 'dashboard'] as const;
type Part = (typeof PARTS)[number];
const isPart = (value: string | null): value is Part => (PARTS as readonly (string | null)[]).includes(value);

/**
 * The program office's console (`/office`, logged in): the musician accounts, the industry profiles and the round's
 * film projects and composer applications to review, the rounds' settings, a round's 1:1 meetings and its dashboard, one tab each.
 * The musician accounts come first and are the default (`/office` with no `?tab=`): the office's daily work, and the
 * address its mails and links name. Anyone but the office (the admin role) is told the page is not theirs.
 */
export function OfficePage() {
  const { t } = useTranslation('office');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const part: Part = isPart(tab) ? tab : 'musicians';
  if (!user) return <LoadingState text={t('loading')} />;
  if (user.authorityType !== 'ROLE_ADMIN') {
    return (
      <NonIdealState
        icon={<Disable size={48} />}
        description={
          <>
            <H1 className="app-state-title">{t('denied.title')}</H1>
            <p>{t('denied.message')}</p>
          </>
        }
        action={<Link to="/">{t('denied.home')}</Link>}
      />
    );
  }
  return (
    <section className="app-office-page">
      <H1>{t('title')}</H1>
      <p className="app-office-muted">{t('intro')}</p>
      <Tabs
        id="office-parts"
        className="app-office-tabs"
        selectedTabId={part}
        onChange={(next) => setParams(next === 'musicians' ? {} : { tab: String(next) }, { replace: true })}
        renderActiveTabPanelOnly
        large
      >
        <Tab id="musicians" title={t('tabs.musicians')} panel={<MusicianReview />} />
        <Tab id="industry" title={t('tabs.industry')} panel={<IndustryReview />} />
        <Tab id="projects" title={t('tabs.projects')} panel={<ProjectReview />} />
        <Tab id="applications" title={t('tabs.applications')} panel={<ApplicationReview />} />
        <Tab id="rounds" title={t('tabs.rounds')} panel={<RoundsPart />} />
        <Tab id="meetings" title={t('tabs.meetings')} panel={<MeetingsPart />} />
        <Tab id="dashboard" title={t('tabs.dashboard')} panel={<DashboardPart />} />
      </Tabs>
    </section>
  );
}
