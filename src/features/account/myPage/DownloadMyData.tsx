import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { DownloadIcon, ErrorIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMyData } from '../../../lib/api/generated/sdk.gen';
import { saveTextFile } from '../../../lib/files/saveTextFile';
import { myDataFileName, myDataFileText } from './myDataFile';
import { styles } from './styles';

/**
 * "Download my data": everything the provider holds about the user (`exportMyData`), saved as one JSON file.
 * The button stays enabled while the file is prepared (a disabled button would drop the keyboard focus); it
 * says it is busy and a second press waits for the first.
 */
export function DownloadMyData() {
  const { t } = useTranslation('myPage');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await exportMyData();
      if (data?.data) saveTextFile(myDataFileName(new Date()), myDataFileText(data.data), 'application/json');
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="app-my-page-data">
      <H2 style={styles.cardTitle}>{t('myData.heading')}</H2>
      <p>{t('myData.contents')}</p>
      <Button icon={<DownloadIcon />} text={t(busy ? 'myData.preparing' : 'myData.download')} aria-busy={busy} onClick={() => void download()} />
      {failed && (
        <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact style={styles.sectionMessage}>
          {t('myData.failed')}
        </Callout>
      )}
    </Card>
  );
}
