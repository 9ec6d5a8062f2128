import { loadJanus } from '@canstring/client/media';
import { type ReactNode, useEffect, useState } from 'react';
import { DevicePreview } from './device-preview';

/**
 * The device preview, then (after Continue) what it stands before: the room. While the person
 * looks at their camera, the SFU's browser library loads, so entering does not wait for it.
 */
export const PreviewFirst = ({ children }: { children: ReactNode }) => {
  const [continued, setContinued] = useState(false);
  useEffect(() => {
    // A failed load is tried again when the room's conference starts.
    if (typeof RTCPeerConnection !== 'undefined') loadJanus().catch(() => undefined);
  }, []);
  return continued ? children : <DevicePreview onContinue={() => setContinued(true)} />;
};
