import { TRANSCRIPTION_FRAME_SAMPLES } from '@canstring/contracts';
import { createFrameCutter } from './frame-cutter';

const counting = (from: number, length: number) => Int16Array.from({ length }, (_, i) => (from + i) % 30_000);

describe('the frame cutter', () => {
  it('gives frames of 4096 samples and carries the rest to the next push', () => {
    const cutter = createFrameCutter();
    expect(cutter.push(counting(0, 3000))).toEqual([]);
    const frames = cutter.push(counting(3000, 6000));
    expect(frames).toHaveLength(2);
    expect(frames.every((f) => f.length === TRANSCRIPTION_FRAME_SAMPLES)).toBe(true);
    expect(frames[0]?.[0]).toBe(0);
    expect(frames[1]?.[0]).toBe(4096);
    // 9000 samples in: 808 wait.
    const last = cutter.flush();
    expect(last?.[0]).toBe(8192);
    expect(last?.[807]).toBe(8999);
    expect(last?.[808]).toBe(0);
    expect(last?.length).toBe(TRANSCRIPTION_FRAME_SAMPLES);
  });

  it('gives an exact frame at once, and nothing to flush after it', () => {
    const cutter = createFrameCutter();
    expect(cutter.push(counting(0, 4096))).toHaveLength(1);
    expect(cutter.flush()).toBeNull();
  });

  it('holds many small chunks until a frame is whole, in order', () => {
    const cutter = createFrameCutter(8);
    const out: Int16Array[] = [];
    for (let i = 0; i < 5; i += 1) out.push(...cutter.push(counting(i * 3, 3)));
    expect(out.map((f) => [...f])).toEqual([[0, 1, 2, 3, 4, 5, 6, 7]]);
    expect([...(cutter.flush() ?? [])]).toEqual([8, 9, 10, 11, 12, 13, 14, 0]);
  });
});
