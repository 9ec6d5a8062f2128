import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type AppError,
  lessonEndpoints,
  lessonMessages,
  meetingEndpoints,
  Role,
  recordingEndpoints,
} from '@canstring/contracts';
import { type LessonPerson, type LessonWorld, startLessonWorld } from './test-support/lesson-world';
import { inDataDir } from './video/locations';

jest.setTimeout(120_000);

let world: LessonWorld;
let teacher: LessonPerson;
let learner: LessonPerson;
let otherTeacher: LessonPerson;
let classId: number;
let otherClassId: number;

const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );

/** A recording of a meeting of the group, as the recording service keeps it once composed. */
let names = 0;
const recordingOf = async (groupId: number, by: LessonPerson, options: { rendition: boolean }) => {
  const { meeting } = await world.as(by, meetingEndpoints.schedule, {
    meeting: {
      title: 'Weekly class',
      seatType: 'conference',
      isRecurring: false,
      zone: 'UTC',
      target: { kind: 'group', groupId },
    },
  });
  const uniqueName = `lesson-rec-${process.pid}-${++names}`;
  const { recording } = await world.as(by, recordingEndpoints.register, {
    meeting: { alias: meeting.alias },
    recording: { uniqueName, fileName: `Class recording ${names}` },
  });
  if (options.rendition) {
    const dir = path.join(world.dataDir, 'recordings');
    mkdirSync(dir, { recursive: true });
    execFileSync('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=20:size=160x120:rate=5',
      ],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', path.join(dir, `${uniqueName}.webm`)],
    ]);
  }
  return recording;
};

beforeAll(async () => {
  world = await startLessonWorld('lesson-recordings', { recordings: true });
  teacher = await world.person(Role.Administrator);
  otherTeacher = await world.person(Role.Administrator);
  learner = await world.person();
  classId = await world.group([teacher, learner]);
  otherClassId = await world.group([otherTeacher, teacher]);
});
afterAll(async () => {
  await world?.stop();
});

describe('meeting recordings published to the class', () => {
  it('makes a class meeting’s recording a lesson of that class, read like a shared video', async () => {
    const recording = await recordingOf(classId, teacher, { rendition: true });
    const { lesson } = await world.as(teacher, lessonEndpoints.publishRecording, {
      classId,
      uniqueName: recording.uniqueName,
    });
    expect(lesson).toMatchObject({
      classId,
      source: 'recording',
      attachmentId: null,
      recordingName: recording.uniqueName,
      title: recording.fileName,
      sharedBy: { userId: teacher.id },
      mimeType: 'video/webm',
      status: 'ready',
      hasThumbnail: true,
    });
    expect(lesson.durationSeconds).toBeGreaterThan(19);
    // Publishing again answers the same lesson; the class lists it; a learner plays it.
    const again = await world.as(teacher, lessonEndpoints.publishRecording, {
      classId,
      uniqueName: recording.uniqueName,
    });
    expect(again.lesson.id).toBe(lesson.id);
    expect((await world.as(learner, lessonEndpoints.list, { classId })).lessons.map((l) => l.id)).toEqual([
      lesson.id,
    ]);
    expect((await world.as(learner, lessonEndpoints.play, { lessonId: lesson.id })).lesson.id).toBe(
      lesson.id,
    );
    const files = await world.as(learner, lessonEndpoints.access, { lessonId: lesson.id });
    expect(files.videoFile).toBe(path.join('recordings', `${recording.uniqueName}.webm`));

    // Taken back out by a teacher (a learner may not).
    expect(
      await refusal(world.as(learner, lessonEndpoints.unpublishRecording, { lessonId: lesson.id })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    await world.as(teacher, lessonEndpoints.unpublishRecording, { lessonId: lesson.id });
    expect((await world.as(learner, lessonEndpoints.list, { classId })).total).toBe(0);
    expect(existsSync(inDataDir(world.dataDir, files.thumbnailFile as string))).toBe(false);
    expect(existsSync(inDataDir(world.dataDir, files.videoFile))).toBe(true);
  });

  it('refuses a recording of another class, one without a playable video, and anyone but the class’s teachers', async () => {
    const elsewhere = await recordingOf(otherClassId, otherTeacher, { rendition: true });
    expect(
      await refusal(
        world.as(teacher, lessonEndpoints.publishRecording, { classId, uniqueName: elsewhere.uniqueName }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: lessonMessages.recordingNotInClass });
    const noVideo = await recordingOf(classId, teacher, { rendition: false });
    expect(
      await refusal(
        world.as(teacher, lessonEndpoints.publishRecording, { classId, uniqueName: noVideo.uniqueName }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: lessonMessages.recordingNotPlayable });
    expect(
      await refusal(
        world.as(learner, lessonEndpoints.publishRecording, { classId, uniqueName: noVideo.uniqueName }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: lessonMessages.onlyTeachers });
    expect(
      await refusal(
        world.as(otherTeacher, lessonEndpoints.publishRecording, { classId, uniqueName: noVideo.uniqueName }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN', message: lessonMessages.notInClass });
    expect((await world.as(teacher, lessonEndpoints.list, { classId })).total).toBe(0);
  });

  it('leaves a chat video to the chat: it cannot be unpublished', async () => {
    const { sampleLessonVideo, waitFor } = await import('./test-support/sample-video');
    const shared = await world.share(teacher, { groupId: classId }, 'Chat video.mp4', sampleLessonVideo(3));
    const page = await waitFor(
      () => world.as(teacher, lessonEndpoints.list, { classId }),
      (p) => p.lessons.some((l) => l.attachmentId === Number(shared.id)),
      'the chat video',
    );
    const lessonId = page.lessons[0]?.id as number;
    expect(await refusal(world.as(teacher, lessonEndpoints.unpublishRecording, { lessonId }))).toMatchObject({
      code: 'CONFLICT',
      message: lessonMessages.onlyRecordingsUnpublished,
    });
  });
});
