import { Button, Classes, H3, Section, SectionCard, Tag } from '@blueprintjs/core';
import { CrossIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { FaultRule, MockControlClient } from '../../../mocks/control/client';
import { busyIcon } from './busyIcon';
import { describeFault, describeTimes } from './faultText';
import { LoadableView, RefreshButton } from './LoadableView';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';
import type { ControlQuery } from './useControlQuery';

export interface ActiveFaultsProps {
  client: MockControlClient;
  faults: ControlQuery<FaultRule[]>;
}

/** The failures in force, each with a Clear button; counted ones go away by themselves once used up. */
export function ActiveFaults({ client, faults }: ActiveFaultsProps) {
  const { t } = useTranslation('devPanel');
  const { running, result, run } = useControlAction();

  const clear = (operationId?: string) => () =>
    void run(operationId ? `clear:${operationId}` : 'clear-all', async () => {
      await client.clearFaults(operationId);
      return operationId ? t('faults.cleared', { operationId }) : t('faults.clearedAll');
    }).then(faults.reload);

  return (
    <Section compact titleRenderer={H3} title={t('faults.title')} rightElement={<RefreshButton onClick={faults.reload} />}>
      <SectionCard className="app-dev-panel__stack">
        <ResultCallout result={result} />
        <LoadableView loadable={faults}>
          {(list) =>
            list.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('faults.empty')}</p>
            ) : (
              <>
                <ul className="app-dev-panel__list app-dev-panel__faults" aria-label={t('faults.title')}>
                  {list.map((rule) => (
                    <li key={rule.operationId} className="app-dev-panel__row app-dev-panel__fault" data-operation-id={rule.operationId}>
                      <span className="app-dev-panel__row-text">
                        <strong className="app-dev-panel__fault-operation">{rule.operationId}</strong>{' '}
                        <span className="app-dev-panel__fault-kind">{describeFault(rule.fault, t)}</span>
                      </span>
                      <Tag minimal className="app-dev-panel__fault-times">
                        {describeTimes(rule.times, t)}
                      </Tag>
                      <Button
                        className="app-dev-panel__fault-clear"
                        size="small"
                        variant="outlined"
                        icon={busyIcon(running === `clear:${rule.operationId}`, <CrossIcon />)}
                        aria-label={t('faults.clearLabel', { operationId: rule.operationId })}
                        onClick={clear(rule.operationId)}
                      >
                        {t('faults.clear')}
                      </Button>
                    </li>
                  ))}
                </ul>
                <div>
                  <Button size="small" variant="minimal" intent="danger" icon={busyIcon(running === 'clear-all', <TrashIcon />)} onClick={clear()}>
                    {t('faults.clearAll')}
                  </Button>
                </div>
              </>
            )
          }
        </LoadableView>
      </SectionCard>
    </Section>
  );
}
