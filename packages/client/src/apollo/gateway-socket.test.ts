import { createGatewaySocket } from './gateway-socket';

describe('the gateway socket', () => {
  it("opens with the session's token first, else a guest's pass", () => {
    let session: string | null = null;
    const socket = createGatewaySocket(() => session);
    expect(socket.connectionParams()).toEqual({});
    socket.socket.setGuestPass('guest-token');
    expect(socket.connectionParams()).toEqual({ authorization: 'Bearer guest-token' });
    session = 'member-token';
    expect(socket.connectionParams()).toEqual({ authorization: 'Bearer member-token' });
  });

  it('restarts an open socket only when the pass changes who it is', () => {
    const socket = createGatewaySocket(() => null);
    const close = jest.fn();
    socket.connected({ close });
    socket.socket.setGuestPass(null);
    expect(close).not.toHaveBeenCalled();
    socket.socket.setGuestPass('guest-token');
    expect(close).toHaveBeenCalledWith(4205, 'Client Restart');
  });

  it('opens ahead when asked, unless it is open', () => {
    const socket = createGatewaySocket(() => 'member-token');
    const open = jest.fn();
    socket.openWith(open);
    socket.socket.warm();
    expect(open).toHaveBeenCalledTimes(1);
    socket.connected({ close: jest.fn() });
    socket.socket.warm();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells listeners when it connects and closes', () => {
    const socket = createGatewaySocket(() => null);
    const seen: boolean[] = [];
    const stop = socket.socket.onStatus((connected) => seen.push(connected));
    socket.connected({ close: jest.fn() });
    socket.closed();
    stop();
    socket.connected({ close: jest.fn() });
    expect(seen).toEqual([true, false]);
  });
});
