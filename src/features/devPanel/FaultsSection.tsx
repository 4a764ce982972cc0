import type { MockControlClient } from '../../../mocks/control/client';
import { ActiveFaults } from './ActiveFaults';
import { InjectFaultForm } from './InjectFaultForm';
import { useControlQuery } from './useControlQuery';

/** Injecting a failure into an operation, and the failures that are active: they share one list. */
export function FaultsSection({ client }: { client: MockControlClient }) {
  const faults = useControlQuery('faults', () => client.listFaults());
  return (
    <>
      <InjectFaultForm client={client} onInjected={faults.set} />
      <ActiveFaults client={client} faults={faults} />
    </>
  );
}
