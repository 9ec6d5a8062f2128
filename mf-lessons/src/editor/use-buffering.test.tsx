import { LESSON_BUFFERING_SPINNER_DELAY_MS } from '@canstring/contracts';
import { act, renderHook } from '@testing-library/react';
import { useBuffering } from './use-buffering';

describe('the buffering spinner (spec 2 §2.6)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const video = () => document.createElement('video');

  it(`shows only once the video has waited ${LESSON_BUFFERING_SPINNER_DELAY_MS} ms`, () => {
    const element = video();
    const { result } = renderHook(() => useBuffering(element));
    act(() => void element.dispatchEvent(new Event('waiting')));
    act(() => void jest.advanceTimersByTime(LESSON_BUFFERING_SPINNER_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => void element.dispatchEvent(new Event('playing')));
    expect(result.current).toBe(false);
  });

  it('never shows for a wait shorter than that', () => {
    const element = video();
    const { result } = renderHook(() => useBuffering(element));
    act(() => void element.dispatchEvent(new Event('seeking')));
    act(() => void jest.advanceTimersByTime(LESSON_BUFFERING_SPINNER_DELAY_MS - 100));
    act(() => void element.dispatchEvent(new Event('seeked')));
    act(() => void jest.advanceTimersByTime(LESSON_BUFFERING_SPINNER_DELAY_MS * 4));
    expect(result.current).toBe(false);
  });

  it('counts a video still loading its first frame as waiting', () => {
    const element = video();
    element.setAttribute('src', 'http://files.test/lessons/1/video?ticket=t');
    const { result } = renderHook(() => useBuffering(element));
    act(() => void jest.advanceTimersByTime(LESSON_BUFFERING_SPINNER_DELAY_MS));
    expect(result.current).toBe(true);
    act(() => void element.dispatchEvent(new Event('loadeddata')));
    expect(result.current).toBe(false);
  });
});
