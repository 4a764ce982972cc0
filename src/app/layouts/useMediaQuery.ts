import { useMediaQuery } from '../../lib/ui/useMediaQuery';

/** Below this width the side navigation becomes a drawer (phones). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-sized (< 768 px). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
