import { attachmentEndpoints, lessonEndpoints, Role } from '@canstring/contracts';
import { type LessonPerson, type LessonWorld, startLessonWorld } from './test-support/lesson-world';
import { sampleLessonVideo, waitFor } from './test-support/sample-video';

jest.setTimeout(120_000);

let world: LessonWorld;
let teacher: LessonPerson;
let classId: number;
let video: Uint8Array;

const listed = () => world.as(teacher, lessonEndpoints.list, { classId, limit: 100 });
const readyLessonOf = (attachmentId: number) =>
  waitFor(
    listed,
    (page) => page.lessons.some((l) => l.attachmentId === attachmentId && l.status === 'ready'),
    `the lesson of attachment ${attachmentId}`,
  );

beforeAll(async () => {
  world = await startLessonWorld('lesson-intake');
  teacher = await world.person(Role.Administrator);
  classId = await world.group([teacher, await world.person()]);
  video = sampleLessonVideo(4);
});
afterAll(async () => {
  await world?.stop();
});

describe('class videos taken in from the chat events', () => {
  it('takes a video shared while no lesson service ran, at its next start', async () => {
    await world.lessons.stop();
    const shared = await world.share(teacher, { groupId: classId }, 'While away.mp4', video);
    await world.anotherLessonService();
    const page = await readyLessonOf(Number(shared.id));
    expect(page.lessons.find((l) => l.attachmentId === Number(shared.id))?.title).toBe('While away.mp4');
  });

  it('with two instances sharing the work, a video shared and deleted at once leaves no lesson', async () => {
    await world.anotherLessonService();
    const gone = await world.share(teacher, { groupId: classId }, 'Oops.mp4', video);
    await world.as(teacher, attachmentEndpoints.delete, { attachmentId: Number(gone.id) });
    // Events are taken in order by whichever instance: once a later video is in, the deletion was too.
    const later = await world.share(teacher, { groupId: classId }, 'Kept.mp4', video);
    const page = await readyLessonOf(Number(later.id));
    expect(page.lessons.map((l) => l.title).sort()).toEqual(['Kept.mp4', 'While away.mp4']);
  });
});
