/**
 * Global styles, bundled: Blueprint, the two brand fonts (no font CDN) and the app's own rules. Importing this
 * module also applies the colour theme (light or dark, src/theme) to the document before the first render.
 */
import '@blueprintjs/core/lib/css/blueprint.css';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow/700.css';
import './theme.css';
import './layout.css';
import './guard.css';
import './login.css';
import './approval.css';
import './catalog.css';
import './musicians.css';
import './track.css';
import './player.css';
import './board.css';
import './privacy.css';
import './music.css';
import './musicianProfile.css';
import './uploads.css';
import './components.css';
import './devPanel.css';
import './shortlists.css';
import './shortlistPages.css';
import './sharedShortlist.css';
import './shortlistSharing.css';
import './trackFeedback.css';
import './cueMarkers.css';
import './waveform.css';
import { startTheme } from '../../theme';

startTheme();
