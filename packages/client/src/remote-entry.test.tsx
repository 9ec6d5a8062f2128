import { remoteContainerName, remoteEntryUrl } from './remote-entry';

describe('remote entry', () => {
  it('accepts a base URL or the entry itself', () => {
    expect(remoteEntryUrl('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example.org/chat/')).toBe(
      'https://cdn.example.org/chat/remoteEntry.js',
    );
    expect(remoteEntryUrl('https://cdn.example.org/chat/remoteEntry.js?v=3')).toBe(
      'https://cdn.example.org/chat/remoteEntry.js?v=3',
    );
  });

  it('names containers as JS identifiers', () => {
    expect(remoteContainerName('admin')).toBe('mf_admin');
  });
});
