import { measureClassList } from './class-list';
import { measurePlayback } from './playback';

/**
 * The lessons' figures (not a test): `pnpm --filter @canstring/bench run lessons` (after `pnpm build`).
 * 1. The class list of 500 lessons paged, server side, beside a small class and the health check.
 * 2. In Chromium on the built product: Play → first frame and seek → playing from our file server
 *    beside a bare static server with the same file; the learner's player's stop at each question set.
 * LESSONS_BENCH_ONLY=classList or =playback runs one part.
 */
const main = async () => {
  const only = process.env.LESSONS_BENCH_ONLY;
  if (only !== 'playback') {
    const classList = await measureClassList();
    console.info(JSON.stringify({ classList }, null, 2));
  }
  if (only !== 'classList') {
    const playback = await measurePlayback();
    console.info(JSON.stringify({ playback }, null, 2));
    const { markerPause } = playback;
    console.info(
      `marker pause: p95 ${markerPause.p95Ms} ms, max ${markerPause.maxMs} ms over ${markerPause.count} stops; ` +
        `target within ${markerPause.withinMs} ms — ${markerPause.over === 0 ? 'met' : 'MISSED'}`,
    );
    if (markerPause.over > 0) process.exitCode = 1;
  }
};

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
