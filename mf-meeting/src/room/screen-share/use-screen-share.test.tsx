import type { Conference } from '@canstring/client/media';
import { roomParticipant } from '@canstring/client/room/testing';
import { roomMessages } from '@canstring/contracts';
import { act, renderHook } from '@testing-library/react';
import { useScreenShare } from './use-screen-share';

/**
 * The screen share's order of steps and its ways to stop. jsdom has no screen capture or WebRTC: the
 * capture and the conference are stand-ins here; the real ones (Chromium, Janus) are
 * e2e/src/conference-screen.spec.ts.
 */

class Capture extends EventTarget {
  readonly kind = 'video';
  stop = jest.fn();
}

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const me = roomParticipant({ participantId: ME, screenAllowed: true });

let capture: Capture;
let pickerRefused = false;
const asked: unknown[] = [];
beforeEach(() => {
  capture = new Capture();
  pickerRefused = false;
  asked.length = 0;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getDisplayMedia: async (constraints: unknown) => {
        asked.push(constraints);
        if (pickerRefused) throw new DOMException('Permission denied', 'NotAllowedError');
        return { getVideoTracks: () => [capture], getTracks: () => [capture] };
      },
    },
  });
});

const conference = () => ({ shareScreen: jest.fn(async () => undefined), stopScreen: jest.fn() });

const render = (control: ReturnType<typeof conference>, ask: (sharing: boolean) => Promise<void>) => {
  const onRefused = jest.fn();
  const hook = renderHook(
    ({ sharerId }: { sharerId: string | null }) =>
      useScreenShare({
        control: control as unknown as Conference,
        me,
        screenSharerId: sharerId,
        ask,
        onRefused,
      }),
    { initialProps: { sharerId: null as string | null } },
  );
  return { hook, onRefused };
};

it('asks the room first, captures at 1.1 times the screen, publishes; the end of the capture stops it and tells the room', async () => {
  const control = conference();
  const told: boolean[] = [];
  const { hook } = render(control, async (sharing) => {
    told.push(sharing);
  });
  expect(hook.result.current.allowed).toBe(true);
  await act(async () => hook.result.current.toggle());
  expect(told).toEqual([true]);
  expect(asked).toEqual([
    {
      video: {
        width: { ideal: Math.round(window.screen.width * 1.1) },
        height: { ideal: Math.round(window.screen.height * 1.1) },
      },
      audio: false,
    },
  ]);
  expect(control.shareScreen).toHaveBeenCalledWith(capture);
  expect(hook.result.current.state).toBe('sharing');

  await act(async () => {
    capture.dispatchEvent(new Event('ended'));
  });
  expect(control.stopScreen).toHaveBeenCalled();
  expect(told).toEqual([true, false]);
  expect(hook.result.current.state).toBe('idle');
});

it("shows the room's refusal and captures nothing", async () => {
  const control = conference();
  const { hook, onRefused } = render(control, async () => {
    throw new Error(roomMessages.screenAlreadyShared);
  });
  await act(async () => hook.result.current.toggle());
  expect(onRefused).toHaveBeenCalledWith(roomMessages.screenAlreadyShared);
  expect(asked).toEqual([]);
  expect(control.shareScreen).not.toHaveBeenCalled();
  expect(hook.result.current.state).toBe('idle');
});

it('a closed picker gives the turn back to the room', async () => {
  pickerRefused = true;
  const control = conference();
  const told: boolean[] = [];
  const { hook } = render(control, async (sharing) => {
    told.push(sharing);
  });
  await act(async () => hook.result.current.toggle());
  expect(told).toEqual([true, false]);
  expect(control.shareScreen).not.toHaveBeenCalled();
  expect(hook.result.current.state).toBe('idle');
});

it('stops, without telling the room, once the room no longer has this participant as its sharer', async () => {
  const control = conference();
  const told: boolean[] = [];
  const { hook } = render(control, async (sharing) => {
    told.push(sharing);
  });
  await act(async () => hook.result.current.toggle());
  hook.rerender({ sharerId: ME });
  expect(hook.result.current.state).toBe('sharing');
  // The host took the grant away: the room cleared its sharer, then someone else shares.
  hook.rerender({ sharerId: OTHER });
  expect(control.stopScreen).toHaveBeenCalled();
  expect(capture.stop).toHaveBeenCalled();
  expect(told).toEqual([true]);
  expect(hook.result.current.state).toBe('idle');
});

it('a publication error stops the share and tells the room', async () => {
  const control = conference();
  control.shareScreen.mockRejectedValueOnce(new Error('Janus said no'));
  const told: boolean[] = [];
  const { hook } = render(control, async (sharing) => {
    told.push(sharing);
  });
  await act(async () => hook.result.current.toggle());
  expect(told).toEqual([true, false]);
  expect(capture.stop).toHaveBeenCalled();
  expect(hook.result.current.state).toBe('idle');
});

it('stops and gives the turn back once the conference drops the published screen (a rejoin)', async () => {
  const control = conference();
  const told: boolean[] = [];
  const screen = {} as MediaStream;
  const hook = renderHook(
    ({ published }: { published: MediaStream | null }) =>
      useScreenShare({
        control: control as unknown as Conference,
        me,
        screenSharerId: ME,
        ask: async (sharing) => {
          told.push(sharing);
        },
        onRefused: jest.fn(),
        published,
      }),
    { initialProps: { published: screen as MediaStream | null } },
  );
  await act(async () => hook.result.current.toggle());
  expect(hook.result.current.state).toBe('sharing');
  hook.rerender({ published: screen });
  expect(told).toEqual([true]);
  await act(async () => hook.rerender({ published: null }));
  expect(capture.stop).toHaveBeenCalled();
  expect(told).toEqual([true, false]);
  expect(hook.result.current.state).toBe('idle');
});
