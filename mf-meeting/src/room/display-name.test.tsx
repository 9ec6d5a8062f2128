import { displayName } from './display-name';

describe('display names', () => {
  it("cuts at 7 characters with '..', and at 16 for public users", () => {
    expect(displayName('Bartholomew', false)).toBe('Barthol..');
    expect(displayName('Seventh', false)).toBe('Seventh');
    expect(displayName('Maximilian Fitzgerald', true)).toBe('Maximilian Fitzg..');
    expect(displayName('Sixteen letters!', true)).toBe('Sixteen letters!');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(displayName('Zoë 😀😀😀😀😀', false)).toBe('Zoë 😀😀😀..');
  });
});
