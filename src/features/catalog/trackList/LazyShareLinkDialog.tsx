import { lazyDialog } from '../../../lib/ui/lazyDialog';
import type { ShareLinkDialogProps } from './ShareLinkDialog';

/** The copy-by-hand link dialog (shown only without a clipboard), loaded apart from the page (see `lazyDialog`). */
export const ShareLinkDialog = lazyDialog<ShareLinkDialogProps>(
  () => import('./ShareLinkDialog').then((module) => module.ShareLinkDialog),
  (props) => props.link !== undefined,
);
