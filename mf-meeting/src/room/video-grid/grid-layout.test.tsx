import type { ConferenceFeed } from '@canstring/client/media';
import { participantIdOf, roomParticipant } from '@canstring/client/room/testing';
import { SPEAKING_REORDER_LOCK_MS } from '@canstring/contracts';
import {
  moveSpeakerIntoView,
  noSpeakerOrder,
  remoteTiles,
  type SpeakerOrder,
  tileAspectRatio,
} from './grid-layout';

describe('the video grid layout', () => {
  it('keeps a tile between the ratio limits 3/4 and 9/16 (height over width)', () => {
    expect(tileAspectRatio(320, 240)).toBeCloseTo(4 / 3);
    expect(tileAspectRatio(1280, 720)).toBeCloseTo(16 / 9);
    // A portrait phone picture is held at 3/4, a panorama at 9/16.
    expect(tileAspectRatio(240, 320)).toBeCloseTo(4 / 3);
    expect(tileAspectRatio(1000, 200)).toBeCloseTo(16 / 9);
    // Before the picture is known: the camera's 4:3.
    expect(tileAspectRatio(0, 0)).toBeCloseTo(4 / 3);
  });

  it('shows at most five remote tiles, senders first, and leaves the rest heard only', () => {
    const people = Array.from({ length: 8 }, (_, i) =>
      roomParticipant({ participantId: participantIdOf(i + 1), userName: `P${i}` }),
    );
    const feed = (i: number): ConferenceFeed => ({
      feedId: 100 + i,
      participantId: people[i]!.participantId,
      kind: 'camera',
      stream: {} as MediaStream,
      tracks: 2,
    });
    const feeds = [feed(6), feed(7), feed(2), feed(3), feed(4), feed(5)];
    const { tiles, untiled } = remoteTiles(people, people[0]!.participantId, feeds);
    expect(tiles.map((t) => t.participant.userName)).toEqual(['P2', 'P3', 'P4', 'P5', 'P6']);
    expect(tiles.every((t) => t.feed)).toBe(true);
    expect(untiled.map((f) => f.feedId)).toEqual([107]);
    // Fewer senders: the quiet ones fill the grid with their names.
    const few = remoteTiles(people.slice(0, 3), people[0]!.participantId, [feed(2)]);
    expect(few.tiles.map((t) => [t.participant.userName, Boolean(t.feed)])).toEqual([
      ['P2', true],
      ['P1', false],
    ]);
  });
});

describe('moving a speaker into view', () => {
  const people = Array.from({ length: 8 }, (_, i) =>
    roomParticipant({ participantId: participantIdOf(i + 1), userName: `P${i}` }),
  );
  const ids = people.map((p) => p.participantId);
  const shownOf = (order: SpeakerOrder) =>
    new Set(remoteTiles(people, ids[0]!, [], order.first).tiles.map((t) => t.participant.participantId));

  it('brings a speaker without a tile to the front, at most once per 4 s', () => {
    // P1..P5 have tiles; P6 and P7 do not.
    let order = noSpeakerOrder;
    expect([...shownOf(order)]).toEqual(ids.slice(1, 6));
    // A speaker already in view moves nothing.
    expect(moveSpeakerIntoView(order, [ids[2]!], shownOf(order), 1_000)).toBe(order);

    order = moveSpeakerIntoView(order, [ids[6]!], shownOf(order), 1_000);
    expect(order).toEqual({ first: [ids[6]], movedAt: 1_000 });
    const tiles = remoteTiles(people, ids[0]!, [], order.first).tiles;
    expect(tiles.map((t) => t.participant.userName)).toEqual(['P6', 'P1', 'P2', 'P3', 'P4']);

    // P7 speaks too: held until 4 s after the last move.
    const locked = moveSpeakerIntoView(
      order,
      [ids[7]!],
      shownOf(order),
      1_000 + SPEAKING_REORDER_LOCK_MS - 1,
    );
    expect(locked).toBe(order);
    order = moveSpeakerIntoView(order, [ids[7]!], shownOf(order), 1_000 + SPEAKING_REORDER_LOCK_MS);
    expect(remoteTiles(people, ids[0]!, [], order.first).tiles.map((t) => t.participant.userName)).toEqual([
      'P7',
      'P6',
      'P1',
      'P2',
      'P3',
    ]);
  });
});
