import { queryOfSelection, sameTarget, selectionFromQuery } from './chat-selection';

describe('the chat selection in the address', () => {
  it('reads a person, a group and the schedule view', () => {
    expect(selectionFromQuery('?user=5')).toEqual({ target: { kind: 'user', id: '5' }, view: 'chat' });
    expect(selectionFromQuery('?user=5&view=schedule')).toEqual({
      target: { kind: 'user', id: '5' },
      view: 'schedule',
    });
    expect(selectionFromQuery('?group=3')).toEqual({ target: { kind: 'group', id: '3' }, view: 'chat' });
  });

  it('selects nothing for a missing or malformed id, and no schedule without a chat', () => {
    for (const search of ['', '?user=', '?user=0', '?user=abc', '?group=-2', '?view=schedule', '?user=1e3']) {
      expect(selectionFromQuery(search)).toEqual({ target: null, view: 'chat' });
    }
  });

  it('writes back what it reads, the chat view being the default', () => {
    for (const search of ['?user=5', '?user=5&view=schedule', '?group=3', '?group=3&view=schedule']) {
      expect(queryOfSelection(selectionFromQuery(search))).toBe(search);
    }
    expect(queryOfSelection({ target: null, view: 'chat' })).toBe('');
  });

  it('compares targets by kind and id', () => {
    expect(sameTarget({ kind: 'user', id: '3' }, { kind: 'user', id: '3' })).toBe(true);
    expect(sameTarget({ kind: 'user', id: '3' }, { kind: 'group', id: '3' })).toBe(false);
    expect(sameTarget(null, null)).toBe(true);
    expect(sameTarget(null, { kind: 'group', id: '3' })).toBe(false);
  });
});
