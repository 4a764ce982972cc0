import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/useCurrentUser';
import { useMeetingRound } from './useMeetingRound';
import { useCounterparts } from './useMeetings';

/** A link to the meetings page, shown only to someone who takes part in the meetings of their round. */
export function MeetingsLink({ className, children }: { className?: string; children: ReactNode }) {
  const user = useCurrentUser();
  return user ? <ParticipantLink className={className}>{children}</ParticipantLink> : null;
}

function ParticipantLink({ className, children }: { className?: string | undefined; children: ReactNode }) {
  // Only a round the user has a selected project or a brief in: asking about any other would be refused (403).
  const roundId = useMeetingRound({ ownOnly: true });
  return roundId ? (
    <RoundLink roundId={roundId} className={className}>
      {children}
    </RoundLink>
  ) : null;
}

function RoundLink({ roundId, className, children }: { roundId: number; className?: string | undefined; children: ReactNode }) {
  const counterparts = useCounterparts(roundId);
  if (!counterparts.state.data) return null;
  return (
    <p className={className}>
      <Link to="/program/meetings">{children}</Link>
    </p>
  );
}
