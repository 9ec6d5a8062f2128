import { type ReactNode, useState } from 'react';
import { DevicePreview } from './device-preview';

/** The device preview, then (after Continue) what it stands before: the room. */
export const PreviewFirst = ({ children }: { children: ReactNode }) => {
  const [continued, setContinued] = useState(false);
  return continued ? children : <DevicePreview onContinue={() => setContinued(true)} />;
};
