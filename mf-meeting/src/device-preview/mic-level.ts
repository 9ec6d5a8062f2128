import { MIC_LEVEL_BANDS, MIC_LEVEL_MAX } from '@canstring/contracts';
import { useEffect, useRef, useState } from 'react';

/** How often the meter reads the analyser (ten times a second is smooth enough and cheap). */
const METER_READ_MS = 100;

/** The level of one reading: the mean of the analyser's byte frequency data, capped at 100 (spec 3 §9). */
export const micLevelOf = (frequencies: ArrayLike<number>): number => {
  if (frequencies.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < frequencies.length; i += 1) sum += frequencies[i] ?? 0;
  return Math.min(MIC_LEVEL_MAX, Math.round(sum / frequencies.length));
};

/** The meter's colour band: 0 under 40, 1 from 40, 2 from 60, 3 from 80 (spec 3 §9). */
export const micBandOf = (level: number): number => MIC_LEVEL_BANDS.filter((band) => level >= band).length;

/** The meter's colour in each band, quiet to loud. */
export const MIC_BAND_COLOURS = ['green.500', 'yellow.400', 'orange.500', 'red.500'] as const;

/**
 * Every reading (ten a second) of a mic stream's level through a Web Audio analyser, also one equal to
 * the last (a steady voice is still speaking); nothing with no stream. No state of its own.
 */
export const useMicReadings = (stream: MediaStream | null, onReading: (level: number) => void) => {
  const reading = useRef(onReading);
  reading.current = onReading;
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    source.connect(analyser);
    const frequencies = new Uint8Array(analyser.frequencyBinCount);
    const timer = setInterval(() => {
      analyser.getByteFrequencyData(frequencies);
      reading.current(micLevelOf(frequencies));
    }, METER_READ_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
};

/** The live level of a mic stream, for a meter; 0 with no stream, and for a new one until it is read. */
export const useMicLevel = (stream: MediaStream | null): number => {
  const [last, setLast] = useState<{ stream: MediaStream | null; level: number }>({ stream: null, level: 0 });
  useMicReadings(stream, (level) =>
    setLast((held) => (held.stream === stream && held.level === level ? held : { stream, level })),
  );
  return stream && last.stream === stream ? last.level : 0;
};
