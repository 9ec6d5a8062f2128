import { recordingEndpoints, recordingMessages } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { bodyOf, listQueryOf, namesFromServices, pathId, requiredId } from './legacy-input';
import { flatLegacyFields, toLegacyRecording } from './legacy-meeting';

const legacyRecordingNames = namesFromServices({
  recording_id: 'recordingId',
  unique_name: 'uniqueName',
  file_name: 'fileName',
  title: 'title',
  record_desc: 'recordDesc',
  record_file_path: 'recordFilePath',
  room_id: 'meetingNumber',
});
const renamed = (error: unknown) => {
  throw flatLegacyFields(error, ['recording', 'meeting'], legacyRecordingNames);
};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Recordings of the old contract (spec 2 §7, spec 3 §7 meets/records). */
export const recordsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.get('/meets/records', signedIn, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const groupKey = ['groupId', 'group_id'].find((key) => present(query[key]));
    const userKey = ['userId', 'user_id'].find((key) => present(query[key]));
    const target = groupKey
      ? { groupId: requiredId(query, groupKey) }
      : { userId: requiredId(query, userKey ?? 'userId') };
    const { offset, limit } = listQueryOf({ offset: query.offset, limit: query.limit });
    const list = await call(
      nc,
      recordingEndpoints.list,
      {
        actor: actorOf(res),
        target,
        ...(offset !== undefined ? { offset } : {}),
        ...(limit !== undefined ? { limit } : {}),
      },
      requestOptions(res),
    );
    send(res, 200, {
      success: true,
      record: list.recordings.map(toLegacyRecording),
      TotalRowCount: list.total,
      ...(list.total === 0 ? { message: recordingMessages.noRecords } : {}),
    });
  });

  router.post('/meets/records', signedIn, async (req, res) => {
    const body = bodyOf(req.body);
    const answer = await call(
      nc,
      recordingEndpoints.register,
      {
        actor: actorOf(res),
        meeting: present(body.meeting_alias_name)
          ? { alias: String(body.meeting_alias_name) }
          : { meetingNumber: String(body.room_id ?? '') },
        recording: {
          uniqueName: text(body.unique_name) as string,
          fileName: text(body.file_name) as string,
          title: text(body.title),
          recordDesc: text(body.record_desc),
          recordFilePath: text(body.record_file_path),
        },
      },
      requestOptions(res),
    ).catch(renamed);
    send(res, 200, { success: true, record: toLegacyRecording(answer.recording) });
  });

  router.put('/meets/records', signedIn, async (req, res) => {
    const body = bodyOf(req.body);
    const recordingId = requiredId(body, 'recording_id');
    await call(
      nc,
      recordingEndpoints.rename,
      { actor: actorOf(res), recordingId, fileName: text(body.file_name) as string },
      requestOptions(res),
    ).catch(renamed);
    send(res, 200, { success: true, message: recordingMessages.recordUpdated });
  });

  router.delete('/meets/records/:id', signedIn, async (req, res) => {
    const recordingId = pathId(req.params.id, 'id');
    await call(nc, recordingEndpoints.delete, { actor: actorOf(res), recordingId }, requestOptions(res));
    send(res, 200, { success: true, message: recordingMessages.recordDeleted });
  });

  return router;
};
