import { ENCRYPTION_BANNER_MS, liveRoomTexts } from '@canstring/contracts';
import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * What is encrypted, said once as the room goes live and hidden after 10 s (spec 3 §2, §9). The
 * meeting's media go through the media server (DTLS-SRTP from each browser to it), so the room says
 * that, never the spec's end-to-end banner, which only a one-to-one call may show.
 */
export const EncryptionNotice = ({ live }: { live: boolean }) => {
  const [shown, setShown] = useState<'waiting' | 'shown' | 'done'>('waiting');
  useEffect(() => {
    if (!live || shown !== 'waiting') return;
    setShown('shown');
  }, [live, shown]);
  useEffect(() => {
    if (shown !== 'shown') return;
    const timer = setTimeout(() => setShown('done'), ENCRYPTION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (shown !== 'shown') return null;
  return (
    <Alert.Root status="info" size="sm" data-testid="encryption-notice">
      <Alert.Indicator />
      <Alert.Title>{liveRoomTexts.encryption.toServer}</Alert.Title>
    </Alert.Root>
  );
};
