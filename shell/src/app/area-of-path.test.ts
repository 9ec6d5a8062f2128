import { areaOfPath } from './area-of-path';

describe('areaOfPath', () => {
  it('opens the chat at home only with a session', () => {
    expect(areaOfPath('/', true)).toBe('chat');
    expect(areaOfPath('/', false)).toBeUndefined();
  });

  it('opens a public route without a session, a private one only with', () => {
    expect(areaOfPath('/join/abc123', false)).toBe('meeting');
    expect(areaOfPath('/join/abc123/Ann/77', false)).toBe('meeting');
    expect(areaOfPath('/host/abc123', false)).toBeUndefined();
    expect(areaOfPath('/host/abc123', true)).toBe('meeting');
    expect(areaOfPath('/createroom', true)).toBe('admin');
    expect(areaOfPath('/lessons/', true)).toBe('lessons');
  });

  it('knows no area for an address the routes do not hold', () => {
    expect(areaOfPath('/join', false)).toBeUndefined();
    expect(areaOfPath('/CREATEROOM', true)).toBeUndefined();
    expect(areaOfPath('/privacy', true)).toBeUndefined();
  });
});
