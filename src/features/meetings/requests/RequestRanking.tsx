import { Button } from '@blueprintjs/core';
import { ArrowDown, ArrowUp } from '@blueprintjs/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest, MeetingSide } from '../../../lib/api/generated/types.gen';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { otherSideName } from '../meetingSides';

export interface RequestRankingProps {
  /** The user's side's open requests, most wanted first. */
  requests: readonly MeetingRequest[];
  side: MeetingSide;
  disabled: boolean;
  /** The new order's request ids, most wanted first. */
  onRank: (requestIds: number[]) => void;
}

type Move = { id: number; direction: 'up' | 'down' };

/**
 * The user's open requests in the order they want them (the scheduler places higher ones first), each with Move up /
 * Move down. A moved request's button keeps the keyboard focus (the other one at an end) and its new place is
 * announced.
 */
export function RequestRanking({ requests, side, disabled, onRank }: RequestRankingProps) {
  const { t } = useTranslation('meetings');
  const language = useDataLanguage();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const ids = requests.map((request) => request.requestId);
  const [local, setLocal] = useState<number[]>(ids);
  // The order moved here stands while the requests are the same ones; the server's order wins when they change.
  const order = local.length === ids.length && ids.every((id) => local.includes(id)) ? local : ids;
  const [moved, setMoved] = useState<Move>();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!moved) return;
    const row = listRef.current?.querySelector(`[data-request="${moved.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, order]);

  const nameOf = (id: number) => {
    const request = requests.find((one) => one.requestId === id);
    return request ? otherSideName(request, side, language) : '';
  };
  const move = (index: number, direction: Move['direction']) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...order];
    [next[index], next[to]] = [next[to]!, next[index]!];
    setLocal(next);
    setMoved({ id: order[index]!, direction });
    setAnnouncement(t('ranking.moved', { name: nameOf(order[index]!), position: to + 1, total: next.length }));
    onRank(next);
  };

  return (
    <section className="app-meetings-ranking" aria-labelledby={headingId}>
      <h3 id={headingId} className="app-meetings-subtitle">
        {t('ranking.title')}
      </h3>
      <p className="app-meetings-muted">{t('ranking.intro')}</p>
      <ol ref={listRef} className="app-meetings-ranking-list" aria-labelledby={headingId}>
        {order.map((id, index) => {
          const name = nameOf(id);
          return (
            <li key={id} data-request={id} className="app-meetings-ranking-item">
              <span className="app-meetings-ranking-position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="app-meetings-ranking-name">{name}</span>
              <Button
                data-move="up"
                variant="minimal"
                icon={<ArrowUp />}
                aria-label={t('ranking.moveUp', { name })}
                disabled={disabled || index === 0}
                onClick={() => move(index, 'up')}
              />
              <Button
                data-move="down"
                variant="minimal"
                icon={<ArrowDown />}
                aria-label={t('ranking.moveDown', { name })}
                disabled={disabled || index === order.length - 1}
                onClick={() => move(index, 'down')}
              />
            </li>
          );
        })}
      </ol>
      <p className="app-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
