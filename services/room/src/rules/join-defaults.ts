import type { RoomCaller } from '@canstring/contracts';
import type { ParticipantModel } from '../room/model';

type Grants = Pick<
  ParticipantModel,
  'userMode' | 'public' | 'isHost' | 'wbAllowed' | 'screenAllowed' | 'micAllowed' | 'camAllowed' | 'webinar'
>;

/**
 * What a newcomer may do (spec 3 §6): a host presents with every grant; in a webinar everyone else
 * watches with nothing allowed; in a conference or one-to-one a signed-in member presents with mic and
 * camera (screen and whiteboard wait for the host), and a guest starts as a viewer with no mic or camera.
 */
export const joinDefaults = (caller: RoomCaller, asHost: boolean, webinar: boolean): Grants => {
  const none = { wbAllowed: false, screenAllowed: false, micAllowed: false, camAllowed: false };
  if (asHost)
    return {
      userMode: 'presenter',
      public: false,
      isHost: true,
      wbAllowed: true,
      screenAllowed: true,
      micAllowed: true,
      camAllowed: true,
      webinar,
    };
  if (webinar || 'guest' in caller)
    return { userMode: 'viewer', public: true, isHost: false, ...none, webinar };
  return {
    userMode: 'presenter',
    public: true,
    isHost: false,
    ...none,
    micAllowed: true,
    camAllowed: true,
    webinar,
  };
};
