import { lessonMessages, recordingPublishTexts } from '@canstring/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Recording } from '../graphql/types';
import {
  type FakeHandler,
  fakeGateway,
  fixedClock,
  refusal,
  renderWithGateway,
} from '../test-support/fake-gateway';
import { RecordingsDialog } from './recordings-dialog';

const clock = fixedClock('2026-03-10T14:05:00');
const WAIT = { timeout: 10_000 };

const recording = (id: number, playable: boolean): Recording & { __typename: string } => ({
  __typename: 'Recording',
  id: String(id),
  uniqueName: `room-${id}`,
  roomId: '12345678901',
  fileName: `Lecture ${id}`,
  recordDesc: null,
  title: null,
  createdAt: new Date(Date.UTC(2026, 2, 1, 10, id)).toISOString(),
  downloadPath: `/recordings/room-${id}.mkv`,
  status: playable ? 'ready' : 'composing',
  failureReason: null,
  durationSeconds: playable ? 60 : null,
  playable,
  playUrl: playable ? `/recordings/room-${id}.webm?ticket=t1` : null,
});

const show = (target: { groupId?: string; userId?: string }, publish: FakeHandler) => {
  const records = [recording(2, true), recording(1, false)];
  const answers: Record<string, FakeHandler> = { PublishRecordingToClass: publish };
  answers.MeetingRecordings = () => ({
    data: { recordings: { __typename: 'RecordingPage', recordings: records, total: records.length } },
  });
  const gateway = fakeGateway(answers);
  renderWithGateway(
    gateway.client,
    clock,
    <RecordingsDialog target={target} token="t" onClose={() => undefined} />,
  );
  return gateway;
};
const published: FakeHandler = ({ uniqueName }) => ({
  data: {
    publishRecordingToClass: {
      __typename: 'Lesson',
      id: '41',
      title: `Lecture of ${uniqueName}`,
      status: 'ready',
    },
  },
});

describe('Publish to class in the Recordings modal', () => {
  it('makes a group meeting’s playable recording a lesson of the class, and says so', async () => {
    const gateway = show({ groupId: '3' }, published);
    const rows = await screen.findAllByTestId('recording-row', {}, WAIT);
    // Only a recording that plays in the page can be a lesson.
    expect(within(rows[1]!).queryByTestId('recording-publish')).toBeNull();
    const button = within(rows[0]!).getByTestId('recording-publish');
    expect(button.textContent).toBe(recordingPublishTexts.publish);
    fireEvent.click(button);
    expect(await screen.findByText(recordingPublishTexts.published, {}, WAIT)).toBeTruthy();
    expect(gateway.sent.find((sent) => sent.name === 'PublishRecordingToClass')?.variables).toEqual({
      classId: '3',
      uniqueName: 'room-2',
    });
  });

  it('shows the server’s refusal', async () => {
    show({ groupId: '3' }, () => refusal(lessonMessages.onlyTeachers, 'FORBIDDEN'));
    fireEvent.click(
      within((await screen.findAllByTestId('recording-row', {}, WAIT))[0]!).getByTestId('recording-publish'),
    );
    expect(await screen.findByText(lessonMessages.onlyTeachers, {}, WAIT)).toBeTruthy();
  });

  it('offers nothing for a one-to-one chat’s meetings', async () => {
    show({ userId: '7' }, published);
    await screen.findAllByTestId('recording-row', {}, WAIT);
    expect(screen.queryByTestId('recording-publish')).toBeNull();
  });
});
