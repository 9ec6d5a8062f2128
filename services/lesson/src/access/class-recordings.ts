import { type Actor, type Recording, recordingEndpoints } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { LessonServiceContext } from '../context';

const PAGE = 100;

/**
 * One recording of the class's meetings, as the recording service lists them for the caller (hosts
 * who may read the group): undefined when it is not among them.
 */
export const findClassRecording = async (
  ctx: LessonServiceContext,
  actor: Actor,
  classId: number,
  uniqueName: string,
): Promise<Recording | undefined> => {
  for (let offset = 0; ; offset += PAGE) {
    const page = await call(ctx.nc, recordingEndpoints.list, {
      actor,
      target: { groupId: classId },
      offset,
      limit: PAGE,
    });
    const found = page.recordings.find((r) => r.uniqueName === uniqueName);
    if (found) return found;
    if (page.recordings.length < PAGE || offset + PAGE >= page.total) return undefined;
  }
};
