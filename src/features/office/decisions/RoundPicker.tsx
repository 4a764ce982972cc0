import { FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { Select } from '../../../lib/ui/forms/Select';

export interface RoundPickerProps {
  rounds: readonly ProgramRound[];
  roundId: number | undefined;
  onPick: (roundId: number) => void;
}

/** Which round a review list shows (nothing while there is none). */
export function RoundPicker({ rounds, roundId, onPick }: RoundPickerProps) {
  const { t } = useTranslation('office');
  const language = useDataLanguage();
  const id = useId();
  if (rounds.length === 0) return null;
  return (
    <FormGroup label={t('projects.round')} labelFor={id} inline>
      <Select
        id={id}
        value={roundId}
        options={rounds.map((round) => ({ value: round.roundId, label: localizedText(round.name, language) }))}
        onChange={(event) => onPick(Number(event.currentTarget.value))}
      />
    </FormGroup>
  );
}
