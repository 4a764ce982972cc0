import { useState } from 'react';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { useRounds } from '../rounds/useRoundSettings';

/** The round a review list shows: the one the office picked, else the open round, else the newest. */
export function useRoundChoice() {
  const rounds = useRounds();
  const [picked, setPicked] = useState<number>();
  const list: ProgramRound[] = rounds.state.data ?? [];
  const roundId = picked ?? (list.find((round) => round.status === 'open') ?? list[0])?.roundId;
  return { rounds, list, roundId, round: list.find((round) => round.roundId === roundId), pick: setPicked };
}
