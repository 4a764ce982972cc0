import { lazyDialog } from '../../lib/ui/lazyDialog';
import type { LikeLoginDialogProps } from './LikeLoginDialog';

/** The "Log in to like music" dialog as the lists use it: loaded apart from the first screen (see `lazyDialog`). */
export const LikeLoginDialog = lazyDialog<LikeLoginDialogProps>(
  () => import('./LikeLoginDialog').then((module) => module.LikeLoginDialog),
  (props) => props.isOpen,
);
