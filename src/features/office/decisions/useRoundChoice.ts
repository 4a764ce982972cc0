import { useState } from 'react';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { decisionsAnnounced } from '../../../lib/domain/program/rounds';
import { useRounds } from '../rounds/useRoundSettings';

/**
 * The round a part of the console shows: the one the office picked, else the newest round `preferred` names (none by
 * default), else the open round, else the newest; `final` once its decisions are announced.
 */
export function useRoundChoice({ preferred }: { preferred?: (round: ProgramRound, now: number) => boolean } = {}) {
  const rounds = useRounds();
  const [picked, setPicked] = useState<number>();
  const list: ProgramRound[] = rounds.state.data ?? [];
  // The clock when the list opened: a round announced by then has final decisions (the provider refuses changes anyway).
  const [openedAt] = useState(Date.now);
  const roundId = picked ?? ((preferred && list.find((round) => preferred(round, openedAt))) ?? list.find((round) => round.status === 'open') ?? list[0])?.roundId;
  const round = list.find((one) => one.roundId === roundId);
  return { rounds, list, roundId, round, final: round !== undefined && decisionsAnnounced(round, openedAt), pick: setPicked };
}
