import { Overlay2, Spinner } from '@blueprintjs/core';
import { useRef, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md section 9: the loading spinner is 60 px and the overlay sits at z-index 2000. */
export const GLOBAL_LOADING_SPINNER_SIZE = 60;
export const GLOBAL_LOADING_Z_INDEX = 2000;

const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: GLOBAL_LOADING_Z_INDEX,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(17, 20, 24, 0.5)',
  outline: 'none',
};

export interface LoadingOverlayViewProps {
  /** The global loading flag. */
  loading: boolean;
}

/**
 * A full-screen dimmed overlay with a spinner, shown while the global loading flag is on. It takes the
 * focus and keeps it (no clicks or keys reach the page underneath) and announces itself as busy.
 */
export function LoadingOverlayView({ loading }: LoadingOverlayViewProps) {
  const { t } = useTranslation('pages');
  // Blueprint types childRef without null; the ref is set before Overlay2 reads it.
  const ref = useRef<HTMLDivElement>(null) as RefObject<HTMLDivElement>;
  return (
    <Overlay2
      isOpen={loading}
      childRef={ref}
      hasBackdrop={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      shouldReturnFocusOnClose
      transitionDuration={100}
    >
      <div ref={ref} className="app-global-loading" role="status" aria-busy="true" aria-label={t('globalLoading')} tabIndex={-1} style={overlayStyle}>
        <Spinner size={GLOBAL_LOADING_SPINNER_SIZE} aria-hidden="true" />
      </div>
    </Overlay2>
  );
}
