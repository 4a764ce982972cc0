import { Button, Checkbox } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';

export interface BulkDecisionBarProps {
  /** "Choose all N ... shown", in the list's words. */
  chooseAllLabel: string;
  chosen: number;
  all: boolean;
  onToggleAll: () => void;
  /** A decision is being sent. */
  pending: boolean;
  /** The round's decisions are announced: they are final, so nothing is offered but the export. */
  final: boolean;
  onSelect: () => void;
  onNotSelect: () => void;
  onExport: () => void;
}

/** The bar above a review list: tick all shown, how many are ticked, select or not select them together, export the list. */
export function BulkDecisionBar({ chooseAllLabel, chosen, all, onToggleAll, pending, final, onSelect, onNotSelect, onExport }: BulkDecisionBarProps) {
  const { t } = useTranslation('office');
  return (
    <div className="app-office-bulk" role="group" aria-label={t('projects.bulk')}>
      <Checkbox checked={all} indeterminate={chosen > 0 && !all} label={chooseAllLabel} onChange={onToggleAll} />
      <span className="app-office-muted" role="status">
        {t('projects.chosen', { count: chosen })}
      </span>
      {final ? (
        <span className="app-office-muted">{t('projects.final')}</span>
      ) : (
        <>
          <Button intent="success" text={t('projects.select')} disabled={chosen === 0 || pending} loading={pending} onClick={onSelect} />
          <Button intent="danger" variant="outlined" text={t('projects.notSelect')} disabled={chosen === 0 || pending} onClick={onNotSelect} />
        </>
      )}
      <Button icon={<Download />} variant="outlined" text={t('projects.export')} onClick={onExport} />
    </div>
  );
}
