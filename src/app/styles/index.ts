/**
 * Global styles, bundled: Blueprint, the two brand fonts (no font CDN) and the app's own rules. Importing this
 * module also applies the colour theme (light or dark, src/lib/theme) to the document before the first render.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
import '../../lib/theme/theme.css';
import '../layouts/layout.css';
import '../layouts/guard.css';
import '../layouts/languageOffer.css';
import '../../features/account/login/login.css';
import '../../features/account/approval/approval.css';
import '../../features/catalog/catalog.css';
import '../../features/musicians/musicians.css';
import '../../features/catalog/track/track.css';
import '../../features/player/player.css';
import '../../features/board/board.css';
import '../../features/program/program.css';
import '../../features/office/office.css';
import '../../features/productions/productions.css';
import '../../features/briefs/briefs.css';
import '../../features/composing/composing.css';
import '../../features/privacy/privacy.css';
import '../../features/uploads/pages/music.css';
import '../../features/musicianProfile/musicianProfile.css';
import '../../features/uploads/uploads.css';
import '../../lib/ui/components.css';
import '../../features/devPanel/devPanel.css';
import '../../features/shortlists/menu/shortlistMenu.css';
import '../../features/shortlists/pages/shortlistPages.css';
import '../../features/shortlists/shared/sharedShortlist.css';
import '../../features/shortlists/pages/shortlistSharing.css';
import '../../features/musicianProfile/feedback/trackFeedback.css';
import '../../features/playback/cueMarkers/cueMarkers.css';
import '../../features/playback/waveform/waveform.css';
import '../../features/briefs/answering/answering.css';
import '../../features/meetings/meetings.css';
import { startTheme } from '../../lib/theme/themeStore';

startTheme();
