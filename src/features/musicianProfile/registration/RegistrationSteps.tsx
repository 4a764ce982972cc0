import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface RegistrationStepsProps {
  current: 'information' | 'music';
  onInformation: () => void;
  /** Step 2 (the machine refuses it until step 1 is saved, with the spec's message). */
  onMusic: () => void;
}

/** The two registration steps as tabs-like buttons; the current one is pressed. */
export function RegistrationSteps({ current, onInformation, onMusic }: RegistrationStepsProps) {
  const { t } = useTranslation('musicianProfile');
  return (
    <nav className="app-registration-steps" aria-label={t('registration.stepsLabel')}>
      <ButtonGroup>
        <Button
          text={t('registration.stepInfo')}
          active={current === 'information'}
          aria-current={current === 'information' ? 'step' : undefined}
          onClick={onInformation}
        />
        <Button text={t('registration.stepMusic')} active={current === 'music'} aria-current={current === 'music' ? 'step' : undefined} onClick={onMusic} />
      </ButtonGroup>
    </nav>
  );
}
