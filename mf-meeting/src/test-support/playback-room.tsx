import { createRoomSession, type RoomSession } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fixedClock, renderWithGateway } from './fake-gateway';
import { fakeRoomGateway } from './fake-room';

/** The host who plays the shared video, and me, a presenter, in every playback test. */
export const playbackHost = roomParticipant({ userName: 'Ada', isHost: true, public: false });
export const playbackMe = roomParticipant({ userName: 'Bea', userMode: 'presenter' });

/** Where the room keeps a shared video's playback (`features.playback`), or none yet. */
export type KeptPlayback = { paused: boolean; time: number; at: string } | null;

/** Lets promises, React and the fake timers run `ms` on. */
export const settle = async (ms = 0) => {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
};

/**
 * A started room showing a shared video (`displayMode`) where the room keeps `playback`, joined by
 * me, with `stage` rendered over it; `fromHost` pushes the host's playback signal (play, pause, seek)
 * as the room's next event.
 */
export const playbackRoom = async ({
  displayMode,
  playback,
  stage,
}: {
  displayMode: 'mp4' | 'youtube';
  playback: KeptPlayback;
  stage: (session: RoomSession) => ReactNode;
}) => {
  const gateway = fakeRoomGateway({
    participantId: playbackMe.participantId,
    state: roomState({
      participants: [playbackHost, playbackMe],
      flags: roomFlags({ started: true, displayMode }),
      features: JSON.stringify({ playback }),
    }),
  });
  const session = createRoomSession({
    client: gateway.client,
    entry: { alias: 'ab12cd34', currentDate: '', zone: 'UTC', windowId: 'w', asHost: false },
  });
  await session.join();
  await settle();
  renderWithGateway(gateway.client, fixedClock('2026-03-10T14:10:00'), stage(session));
  await settle();
  let version = 1;
  const fromHost = (method: string, time: number) => {
    version += 1;
    act(() =>
      gateway.push(
        roomEvent({
          method,
          version,
          fromParticipantId: playbackHost.participantId,
          payload: JSON.stringify({ time }),
        }),
      ),
    );
  };
  return { gateway, session, fromHost };
};
