import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMarketingConsents } from '../../../lib/api/generated/sdk.gen';
import type { Consents } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { brand } from '../../../lib/config/brand';
import { formatProfileDate } from './formatDate';
import { marketingConsentOf, type MarketingChannel } from './marketingConsents';

/**
 * Giving or withdrawing one marketing consent. While the call runs the switch shows the wish (`pending`);
 * the provider's answer becomes the stored consents (`onChanged`) and a toast says what changed and on which
 * day, as the provider recorded it. A failure drops the wish, so the switch shows the stored consent again,
 * and `failed` says so.
 */
export function useMarketingConsents(onChanged: (consents: Consents) => void) {
  const { t, i18n } = useTranslation('myPage');
  const [pending, setPending] = useState<Partial<Record<MarketingChannel, boolean>>>({});
  const [failed, setFailed] = useState(false);

  async function change(channel: MarketingChannel, agreed: boolean): Promise<void> {
    // One call per channel at a time: a second press while the first is on its way would race it.
    if (pending[channel] !== undefined) return;
    setPending((wishes) => ({ ...wishes, [channel]: agreed }));
    setFailed(false);
    let saved: Consents | undefined;
    try {
      const { data } = await updateMarketingConsents({ body: { [channel]: agreed } });
      saved = data?.data;
    } catch {
      saved = undefined;
    }
    setPending(({ [channel]: _done, ...others }) => others);
    if (!saved) {
      setFailed(true);
      return;
    }
    onChanged(saved);
    const consent = marketingConsentOf(saved, channel);
    const message = t(consent.agreed ? 'consents.given' : 'consents.withdrawn', {
      date: formatProfileDate(consent.decidedAt, i18n.language),
      brand: brand.wordmark,
      channel: t(`consents.channelName.${channel}`),
    });
    void showAppToast({ message, intent: 'success' }, `marketing-consent-${channel}`);
  }

  return { pending, failed, change };
}
