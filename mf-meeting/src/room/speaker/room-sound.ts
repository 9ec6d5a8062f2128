import { createContext, useContext, useSyncExternalStore } from 'react';

/** What the room's sound stands at: the speaker, and whether the browser held some sound back. */
export interface RoomSoundState {
  /** The toolbar's speaker (spec 3 §2): everyone else's sound plays, or none does. */
  speakerOn: boolean;
  /** The browser refused to play some sound without a gesture (spec 3 §8 autoplay blocked). */
  blocked: boolean;
}

/**
 * The sound of the other participants in one room: every element that plays their sound is attached
 * here, so the speaker mutes or unmutes them all (this person's own tile is never attached: it never
 * plays). An element the browser will not play with sound is played muted (the picture still shows)
 * and kept until the person allows sound with a gesture.
 */
export interface RoomSound {
  get(): RoomSoundState;
  subscribe(listener: () => void): () => void;
  /** Follows the speaker from now on; returns the detach. */
  attach(element: HTMLMediaElement): () => void;
  /** Plays an element; a refusal for want of a gesture is held as `blocked`, never silent. */
  play(element: HTMLMediaElement): void;
  setSpeaker(on: boolean): void;
  /** Called from a click: plays with sound everything the browser held back. */
  allow(): void;
}

const refusedForWantOfGesture = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

export const createRoomSound = (): RoomSound => {
  const attached = new Set<HTMLMediaElement>();
  const held = new Set<HTMLMediaElement>();
  const listeners = new Set<() => void>();
  let state: RoomSoundState = { speakerOn: true, blocked: false };
  const update = (next: Partial<RoomSoundState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const hold = (element: HTMLMediaElement) => {
    held.add(element);
    element.muted = true;
    if (!state.blocked) update({ blocked: true });
    // Muted, the browser lets it play: the picture goes on while the sound waits for the person.
    void element.play().catch(() => undefined);
  };
  const play = (element: HTMLMediaElement) => {
    if (held.has(element)) return;
    element.play().catch((error: unknown) => {
      if (refusedForWantOfGesture(error) && attached.has(element) && !element.muted) hold(element);
    });
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(element) {
      attached.add(element);
      element.muted = !state.speakerOn;
      return () => {
        attached.delete(element);
        held.delete(element);
        if (state.blocked && held.size === 0) update({ blocked: false });
      };
    },
    play,
    setSpeaker(on) {
      for (const element of attached) if (!held.has(element)) element.muted = !on;
      update({ speakerOn: on });
    },
    allow() {
      const waiting = [...held];
      held.clear();
      update({ blocked: false });
      for (const element of waiting) {
        element.muted = !state.speakerOn;
        play(element);
      }
    },
  };
};

/**
 * The page's room sound: one room at a time on a page, so the grid's tiles and the toolbar share it
 * without a provider; a test gives its own through the context.
 */
export const RoomSoundContext = createContext<RoomSound>(createRoomSound());

export const useRoomSound = (): RoomSound => useContext(RoomSoundContext);

export const useRoomSoundState = (sound: RoomSound): RoomSoundState =>
  useSyncExternalStore(sound.subscribe, sound.get);
