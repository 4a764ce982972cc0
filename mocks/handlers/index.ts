import type { AnyOperation } from '../http/operation';
import { authOperations } from './auth';
import { boardOperations } from './board';
import { catalogOperations } from './catalog';
import { fileOperations } from './files';
import { industryProfileOperations } from './industryProfiles';
import { musicOperations } from './music';
import { musicianOperations } from './musician';
import { myOperations } from './my';
import { officeOperations } from './office';
import { meetingAvailabilityOperations } from './meetingAvailability';
import { meetingRequestOperations } from './meetingRequests';
import { meetingSettingsOperations } from './meetingSettings';
import { calendarFeedOperations } from './calendarFeeds';
import { meetingAgendaOperations } from './meetingAgenda';
import { meetingScheduleOperations } from './meetingSchedule';
import { privacyOperations } from './privacy';
import { programOperations } from './program';
import { programAnswerOperations } from './programAnswers';
import { programApplicationOperations } from './programApplications';
import { programBriefOperations } from './programBriefs';
import { programDashboardOperations } from './programDashboard';
import { programProjectOperations } from './programProjects';
import { programProjectSummaryOperations } from './programProjectSummaries';
import { shortlistOperations } from './shortlists';
import { signUpOperations } from './signUp';
import { uploadOperations } from './uploads';
import { waveformOperations } from './waveforms';

/**
 * Every operation of contracts/openapi.yaml, one file per contract tag (the `my` tag's consents and data export in
 * privacy.ts; the industry profiles' `my` and `program` operations in industryProfiles.ts).
 */
export const operations: AnyOperation[] = [
  ...authOperations,
  ...signUpOperations,
  ...myOperations,
  ...privacyOperations,
  ...musicianOperations,
  ...uploadOperations,
  ...musicOperations,
  ...catalogOperations,
  ...boardOperations,
  ...fileOperations,
  ...shortlistOperations,
  ...waveformOperations,
  ...programOperations,
  ...officeOperations,
  ...industryProfileOperations,
  ...programProjectOperations,
  ...programApplicationOperations,
  ...programBriefOperations,
  ...programAnswerOperations,
  ...programDashboardOperations,
  ...programProjectSummaryOperations,
  ...meetingSettingsOperations,
  ...meetingRequestOperations,
  ...meetingAvailabilityOperations,
  ...meetingScheduleOperations,
  ...meetingAgendaOperations,
  ...calendarFeedOperations,
];
