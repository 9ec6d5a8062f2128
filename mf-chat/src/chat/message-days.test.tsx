import type { ChatMessage } from '../graphql/types';
import { mergeMessages, messagesByDay } from './message-days';

const message = (id: number, createdAt: Date, text = `message ${id}`): ChatMessage => ({
  id: String(id),
  chatType: 'user',
  toUserId: '2',
  groupId: null,
  senderId: '1',
  senderFirstName: 'Ada',
  senderLastName: null,
  text,
  uniqueRefId: `ref-${id}`,
  createdAt: createdAt.toISOString(),
});

const day = (date: number, hour: number) => new Date(2026, 10, date, hour, 0);

describe('messages of a chat', () => {
  it('keeps each id once and orders by time, oldest first', () => {
    const page = [message(3, day(21, 10)), message(4, day(21, 11))];
    const pushed = message(5, day(22, 9));
    const merged = mergeMessages(page, [pushed]);
    // The send's answer and the subscription's push of the same message.
    expect(mergeMessages(merged, [pushed]).map((m) => m.id)).toEqual(['3', '4', '5']);
    // An older page that overlaps what is held.
    const older = [message(1, day(20, 8)), message(2, day(20, 9)), message(3, day(21, 10))];
    expect(mergeMessages(merged, older).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('orders messages of the same instant by id', () => {
    const same = day(22, 9);
    expect(mergeMessages([message(9, same)], [message(8, same)]).map((m) => m.id)).toEqual(['8', '9']);
  });

  it("groups messages under their day, in the viewer's zone", () => {
    const days = messagesByDay([
      message(1, day(20, 8)),
      message(2, day(20, 23)),
      message(3, day(21, 0)),
      message(4, day(22, 12)),
    ]);
    expect(days.map((d) => [d.day, d.messages.map((m) => m.id)])).toEqual([
      ['2026-11-20', ['1', '2']],
      ['2026-11-21', ['3']],
      ['2026-11-22', ['4']],
    ]);
    expect(messagesByDay([])).toEqual([]);
  });
});
