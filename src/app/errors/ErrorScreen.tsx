import { AnchorButton, Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, HomeIcon, RefreshIcon } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFacts, type ErrorFact } from './ErrorFacts';
import { NotFoundScreen } from './NotFoundScreen';

/** Route data (`data(...)` of a loader) as text: strings as they are, the rest as indented JSON. */
export function formatErrorData(data: unknown): string | undefined {
  if (data === null || data === undefined || data === '') return undefined;
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data, null, 2);
  } catch {
    // Not JSON (a cycle, a BigInt): its kind at least.
    return Object.prototype.toString.call(data);
  }
}

function routeErrorFacts(t: TFunction<'errors'>, status: number, statusText: string, data: unknown): ErrorFact[] {
  const facts: ErrorFact[] = [
    { id: 'status', label: t('screen.status'), value: String(status) },
    { id: 'status-text', label: t('screen.statusText'), value: statusText },
  ];
  const text = formatErrorData(data);
  if (text !== undefined) facts.push({ id: 'data', label: t('screen.data'), value: text, block: true });
  return facts;
}

function errorFacts(t: TFunction<'errors'>, error: Error): ErrorFact[] {
  const facts: ErrorFact[] = [
    { id: 'name', label: t('screen.name'), value: error.name },
    { id: 'message', label: t('screen.message'), value: error.message },
  ];
  if (error.stack) facts.push({ id: 'stack', label: t('screen.stack'), value: error.stack, block: true });
  return facts;
}

const actionsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' };

export interface ErrorDetailsProps {
  error: unknown;
}

/**
 * The generic error screen (docs/product.md section 2): a route error response shows its status, status text and
 * data (a 404 shows the page-not-found screen with them); an Error its name, message and stack; anything
 * else "Unknown Error". "Go home" loads the home page afresh; "Try again" reloads the current address.
 */
export function ErrorDetails({ error }: ErrorDetailsProps) {
  const { t } = useTranslation('errors');
  let title = t('screen.title');
  let facts: ErrorFact[] = [];
  if (isRouteErrorResponse(error)) {
    facts = routeErrorFacts(t, error.status, error.statusText, error.data);
    if (error.status === 404) return <NotFoundScreen facts={facts} />;
  } else if (error instanceof Error) {
    facts = errorFacts(t, error);
  } else {
    title = t('screen.unknown');
  }
  return (
    <NonIdealState
      className="app-error-screen"
      icon={<ErrorIcon size={48} />}
      title={title}
      description={<ErrorFacts facts={facts} />}
      action={
        <div style={actionsStyle}>
          <AnchorButton href="/" icon={<HomeIcon />} intent="primary">
            {t('screen.goHome')}
          </AnchorButton>
          <Button icon={<RefreshIcon />} onClick={() => window.location.reload()}>
            {t('screen.tryAgain')}
          </Button>
        </div>
      }
    />
  );
}

/** The route `errorElement`: the error screen for whatever the route threw. */
export function ErrorScreen() {
  return <ErrorDetails error={useRouteError()} />;
}
