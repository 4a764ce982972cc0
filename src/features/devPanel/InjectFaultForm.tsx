import { Button, FormGroup, H3, Section, SectionCard, SegmentedControl } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fault, FaultRule, MockControlClient, MockOperation } from '../../../mocks/control/client';
import { busyIcon } from './busyIcon';
import { describeRule } from './faultText';
import { LoadableView } from './LoadableView';
import { NumberField } from './NumberField';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';
import { useControlQuery } from './useControlQuery';
import { Select } from '../../lib/ui/forms/Select';

const KINDS = ['status', 'network', 'delay'] as const satisfies ReadonlyArray<Fault['kind']>;
type Kind = (typeof KINDS)[number];

/** Defaults: a 500 answer, a one-second delay, until cleared. */
export const DEFAULT_FAULT_STATUS = 500;
export const DEFAULT_FAULT_DELAY_MS = 1000;

export interface FaultFormValues {
  operationId: string;
  kind: Kind;
  /** The inputs' texts: the mock checks the numbers (status 400-599, delay 0-60000 ms, times 1-1000) and answers 400. */
  status: string;
  ms: string;
  /** Blank: until cleared. */
  times: string;
}

/** The rule the form describes. */
export function ruleFromForm(values: FaultFormValues): FaultRule {
  const fault: Fault =
    values.kind === 'status'
      ? { kind: 'status', status: Number(values.status) }
      : values.kind === 'delay'
        ? { kind: 'delay', ms: Number(values.ms) }
        : { kind: 'network' };
  const times = values.times.trim();
  return times === '' ? { operationId: values.operationId, fault } : { operationId: values.operationId, fault, times: Number(times) };
}

const byId = (a: MockOperation, b: MockOperation) => a.operationId.localeCompare(b.operationId);

export interface InjectFaultFormProps {
  client: MockControlClient;
  /** Called with the active faults after one was added. */
  onInjected: (faults: FaultRule[]) => void;
}

/** Makes one operation fail: with a status code, a network error or a delay; a number of times or until cleared. */
export function InjectFaultForm({ client, onInjected }: InjectFaultFormProps) {
  const { t } = useTranslation('devPanel');
  const operationFieldId = useId();
  const operations = useControlQuery('operations', () => client.listOperations().then((list) => [...list].sort(byId)));
  const [values, setValues] = useState<Omit<FaultFormValues, 'operationId'> & { operationId?: string }>({
    kind: 'status',
    status: String(DEFAULT_FAULT_STATUS),
    ms: String(DEFAULT_FAULT_DELAY_MS),
    times: '',
  });
  const { running, result, run } = useControlAction();
  const change = (patch: Partial<FaultFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (operationId: string) => (event: FormEvent) => {
    event.preventDefault();
    const rule = ruleFromForm({ ...values, operationId });
    void run('inject', async () => {
      onInjected(await client.injectFault(rule));
      return t('inject.done', { operationId, fault: describeRule(rule, t) });
    });
  };

  return (
    <Section compact titleRenderer={H3} title={t('inject.title')}>
      <SectionCard className="app-dev-panel__stack">
        <LoadableView loadable={operations}>
          {(list) => {
            const operationId = values.operationId ?? list[0]?.operationId ?? '';
            return (
              <form className="app-dev-panel__inject" onSubmit={submit(operationId)}>
                <FormGroup label={t('inject.operation')} labelFor={operationFieldId}>
                  <Select
                    id={operationFieldId}
                    name="operationId"
                    fill
                    value={operationId}
                    onChange={(event) => change({ operationId: event.currentTarget.value })}
                    options={list.map((operation) => ({
                      value: operation.operationId,
                      label: `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`,
                    }))}
                  />
                </FormGroup>
                <FormGroup label={t('inject.kind')}>
                  <SegmentedControl
                    aria-label={t('inject.kind')}
                    fill
                    size="small"
                    value={values.kind}
                    onValueChange={(kind) => change({ kind: kind as Kind })}
                    options={KINDS.map((kind) => ({ value: kind, label: t(`inject.kinds.${kind}`) }))}
                  />
                </FormGroup>
                <div className="app-dev-panel__fields">
                  {values.kind === 'status' && (
                    <NumberField label={t('inject.status')} help={t('inject.statusHelp')} name="status" value={values.status} onChange={(status) => change({ status })} />
                  )}
                  {values.kind === 'delay' && (
                    <NumberField label={t('inject.delayMs')} help={t('inject.delayHelp')} name="ms" value={values.ms} onChange={(ms) => change({ ms })} />
                  )}
                  <NumberField label={t('inject.times')} help={t('inject.timesHelp')} name="times" value={values.times} onChange={(times) => change({ times })} />
                </div>
                <Button type="submit" intent="warning" icon={busyIcon(running === 'inject', <OfflineIcon />)} disabled={operationId === ''}>
                  {t('inject.submit')}
                </Button>
              </form>
            );
          }}
        </LoadableView>
        <ResultCallout result={result} />
      </SectionCard>
    </Section>
  );
}
