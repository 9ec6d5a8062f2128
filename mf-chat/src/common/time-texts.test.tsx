import { chatScreenTexts } from '@canstring/contracts';
import { dayHeading, fileSizeText, lastSeenText, timeAgo } from './time-texts';

const now = new Date(2026, 10, 22, 15, 30);
const at = (days: number, hours = 0, minutes = 0) =>
  new Date(2026, 10, 22 - days, 15 - hours, 30 - minutes).toISOString();

describe('time texts', () => {
  it("says how long ago someone was seen ('time ago' on an offline row)", () => {
    expect(timeAgo(at(0, 0, 5), now)).toBe('5 minutes ago');
    expect(timeAgo(at(0, 3), now)).toBe('3 hours ago');
    expect(timeAgo(at(2), now)).toBe('2 days ago');
    expect(lastSeenText(at(0, 0, 5), now)).toBe(chatScreenTexts.lastSeen('5 minutes ago'));
    expect(lastSeenText(null, now)).toBe(chatScreenTexts.neverSeen);
  });

  it("heads today's and yesterday's messages by name and older days by date", () => {
    expect(dayHeading('2026-11-22', now)).toBe(chatScreenTexts.today);
    expect(dayHeading('2026-11-21', now)).toBe(chatScreenTexts.yesterday);
    expect(dayHeading('2026-11-20', now)).toBe('Nov 20 2026');
    expect(dayHeading('2025-12-31', now)).toBe('Dec 31 2025');
  });

  it('writes file sizes in the largest fitting unit', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(50 * 1024 * 1024)).toBe('50.0 MB');
  });
});
