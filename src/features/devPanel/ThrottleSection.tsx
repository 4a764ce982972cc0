import { Button, Classes, H3, Section, SectionCard } from '@blueprintjs/core';
import { FloppyDiskIcon, UnlockIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MockControlClient, ThrottleBudget, ThrottleSettings } from '../../../mocks/control/client';
import { busyIcon } from './busyIcon';
import { LoadableView } from './LoadableView';
import { NumberField } from './NumberField';
import { ResultCallout } from './ResultCallout';
import { useControlAction } from './useControlAction';
import { useControlQuery } from './useControlQuery';

/** The form's texts: the mock checks the numbers (attempts 1-1000, window 1 second to 24 hours) and answers 400. */
interface LimitTexts {
  attempts: string;
  windowMinutes: string;
}

const textsOf = (settings: ThrottleSettings): LimitTexts => ({
  attempts: String(settings.throttleAttempts),
  windowMinutes: String(settings.throttleWindowSeconds / 60),
});

/**
 * Attempt limits (mock only): how many wrong passwords per account and reset requests per email the mock allows
 * within its window before answering 429, the budgets each visitor (network address) has for checks and sign-ups
 * and for wrong passwords across accounts (changed through mock control), and a button that forgets every counted
 * attempt, as when the windows have passed.
 */
export function ThrottleSection({ client }: { client: MockControlClient }) {
  const { t } = useTranslation('devPanel');
  const settings = useControlQuery('throttle', () => client.getThrottleSettings());
  const [texts, setTexts] = useState<LimitTexts>();
  const { running, result, run } = useControlAction();

  const save = (current: LimitTexts) => (event: FormEvent) => {
    event.preventDefault();
    void run('save', async () => {
      const saved = await client.setThrottleSettings({
        throttleAttempts: Number(current.attempts),
        throttleWindowSeconds: Math.round(Number(current.windowMinutes) * 60),
      });
      settings.set(saved);
      // The fields show the saved limits again, as the mock answered them.
      setTexts(undefined);
      return t('throttle.saved', { count: saved.throttleAttempts, minutes: saved.throttleWindowSeconds / 60 });
    });
  };

  /** A visitor budget as the panel tells it: "150 attempts within 15 min · 200 attempts within 60 min". */
  const budgetsText = (budgets: readonly ThrottleBudget[]) =>
    budgets.map((budget) => t('throttle.budget', { count: budget.attempts, minutes: budget.windowSeconds / 60 })).join(' · ');

  const expire = () => {
    void run('expire', async () => {
      await client.expireThrottles();
      return t('throttle.expired');
    });
  };

  return (
    <Section compact titleRenderer={H3} title={t('throttle.title')}>
      <SectionCard className="app-dev-panel__stack">
        <p className={Classes.TEXT_MUTED}>{t('throttle.description')}</p>
        <LoadableView loadable={settings}>
          {(loaded) => {
            const current = texts ?? textsOf(loaded);
            return (
              <form className="app-dev-panel__stack" onSubmit={save(current)}>
                <ul className={Classes.TEXT_MUTED} aria-label={t('throttle.visitorBudgets')}>
                  <li>{t('throttle.visitorChecks', { budgets: budgetsText(loaded.clientCheckBudgets) })}</li>
                  <li>{t('throttle.visitorLogins', { budgets: budgetsText(loaded.clientLoginFailureBudgets) })}</li>
                </ul>
                <div className="app-dev-panel__fields">
                  <NumberField
                    label={t('throttle.attempts')}
                    help={t('throttle.attemptsHelp')}
                    name="throttleAttempts"
                    value={current.attempts}
                    onChange={(attempts) => setTexts({ ...current, attempts })}
                  />
                  <NumberField
                    label={t('throttle.window')}
                    help={t('throttle.windowHelp')}
                    name="throttleWindowMinutes"
                    value={current.windowMinutes}
                    onChange={(windowMinutes) => setTexts({ ...current, windowMinutes })}
                  />
                </div>
                <div className="app-dev-panel__row">
                  <Button type="submit" icon={busyIcon(running === 'save', <FloppyDiskIcon />)}>
                    {t('throttle.save')}
                  </Button>
                  <Button icon={busyIcon(running === 'expire', <UnlockIcon />)} onClick={expire}>
                    {t('throttle.expire')}
                  </Button>
                </div>
              </form>
            );
          }}
        </LoadableView>
        <ResultCallout result={result} />
      </SectionCard>
    </Section>
  );
}
