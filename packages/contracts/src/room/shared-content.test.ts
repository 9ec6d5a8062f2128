import { shareDocPayloadSchema, youtubeVideoOf } from './shared-content';
import { roomSignalSchema } from './signals';

describe('youtubeVideoOf', () => {
  it('finds the video and its opening second in every form of link', () => {
    expect(youtubeVideoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 0,
    });
    expect(youtubeVideoOf('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 42,
    });
    expect(youtubeVideoOf('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 3723,
    });
    expect(youtubeVideoOf('https://www.youtube.com/embed/dQw4w9WgXcQ?start=90')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 90,
    });
    expect(youtubeVideoOf('  https://youtube.com/shorts/dQw4w9WgXcQ  ')).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 0,
    });
    // A video inside a playlist is that video.
    expect(youtubeVideoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2')?.videoId).toBe(
      'dQw4w9WgXcQ',
    );
  });

  it('refuses playlists alone, channels, other sites and malformed ids', () => {
    for (const url of [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/watch?v=short',
      'https://youtu.be/dQw4w9WgXcQ/extra',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a link',
      '',
    ])
      expect([url, youtubeVideoOf(url)]).toEqual([url, null]);
  });
});

describe('the shareDoc payload', () => {
  it('is an attachment, a YouTube link, or nothing, and nothing else', () => {
    expect(shareDocPayloadSchema.parse({ attachmentId: 3 })).toEqual({ attachmentId: 3 });
    expect(shareDocPayloadSchema.parse({})).toEqual({});
    for (const bad of [
      { attachmentId: 0 },
      { attachmentId: 1.5 },
      { fileName: 'a.pdf', totalPages: 3 },
      { youtubeUrl: '' },
    ])
      expect(shareDocPayloadSchema.safeParse(bad).success).toBe(false);
    expect(
      roomSignalSchema.safeParse({ method: 'shareDoc', payload: { youtubeUrl: 'https://youtu.be/x' } })
        .success,
    ).toBe(true);
  });
});
