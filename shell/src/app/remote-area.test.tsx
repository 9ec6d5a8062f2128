import type { AreaProps } from '@canstring/client';
import { AREA_SLOW_AFTER_MS, areaLoadTexts } from '@canstring/contracts';
import { system } from '@canstring/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AreaLoader } from './remote-area';
import { RemoteArea } from './remote-area';
import type { AreaParcel } from './remote-loader';

const areaProps = {
  session: null,
  apolloClient: {},
  navigate: () => undefined,
  basePath: '',
  pathname: '/join/room-1',
  onSignOut: () => undefined,
} as unknown as AreaProps;

/** Lifecycles that write plain DOM, like a remote's area would. */
const plainParcel = (mount: (element: HTMLElement) => void): AreaParcel => ({
  bootstrap: async () => undefined,
  mount: async (props) => mount((props as unknown as { domElement: HTMLElement }).domElement),
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
  },
});

/** What webpack's runtime throws when a chunk cannot be fetched. */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 1236 failed.\n(error: http://127.0.0.1:3002/1236.js)'), {
    name: 'ChunkLoadError',
  });

const show = (load: AreaLoader) =>
  render(
    <ChakraProvider value={system}>
      <nav>header stays</nav>
      <RemoteArea area="meeting" areaProps={areaProps} load={load} />
    </ChakraProvider>,
  );

describe('RemoteArea', () => {
  it('says in its place that the remote could not be fetched, then fetches it again by itself', async () => {
    let calls = 0;
    show(async () => {
      calls += 1;
      if (calls === 1) throw chunkLoadError();
      return plainParcel((element) => {
        element.innerHTML = '<section data-testid="area-meeting">here</section>';
      });
    });
    const error = await screen.findByTestId('area-error');
    expect(error.textContent).toContain(areaLoadTexts.unreachable);
    expect(screen.getByTestId('area-retrying').textContent).toBe(areaLoadTexts.retrying(1));
    expect(screen.getByText('header stays')).toBeTruthy();
    expect(await screen.findByTestId('area-meeting', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('area-error')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says an area that throws while mounting could not start, and Retry mounts it again', async () => {
    let mounts = 0;
    show(async () =>
      plainParcel((element) => {
        mounts += 1;
        if (mounts === 1) throw new Error('mount failed');
        element.innerHTML = '<section data-testid="area-meeting">here</section>';
      }),
    );
    const error = await screen.findByTestId('area-error');
    expect(error.textContent).toContain(areaLoadTexts.broken);
    // An area that cannot start is not tried again by itself.
    expect(screen.queryByTestId('area-retrying')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: areaLoadTexts.retry }));
    expect(await screen.findByTestId('area-meeting')).toBeTruthy();
    expect(mounts).toBe(2);
  });

  it('mounts a loaded area as a parcel with the shell props', async () => {
    show(async () =>
      plainParcel((element) => {
        element.innerHTML = `<section data-testid="area-meeting">${window.location.pathname}</section>`;
      }),
    );
    expect(await screen.findByTestId('area-meeting')).toBeTruthy();
    expect(screen.queryByTestId('area-error')).toBeNull();
  });

  describe('while it loads', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const meetingArea = () =>
      plainParcel((element) => {
        element.innerHTML = '<section data-testid="area-meeting">here</section>';
      });

    it('says it is slow only while it is still on its way, and then shows it', async () => {
      let arrive: (parcel: AreaParcel) => void = () => undefined;
      show(() => new Promise((resolve) => (arrive = resolve)));
      act(() => void jest.advanceTimersByTime(AREA_SLOW_AFTER_MS - 1));
      expect(screen.queryByTestId('area-slow')).toBeNull();
      act(() => void jest.advanceTimersByTime(1));
      expect(screen.getByTestId('area-slow').textContent).toBe(areaLoadTexts.slow);
      await act(async () => arrive(meetingArea()));
      expect(await screen.findByTestId('area-meeting')).toBeTruthy();
      expect(screen.queryByTestId('area-slow')).toBeNull();
    });

    it('keeps an area that came quickly once the slow notice would have been due', async () => {
      show(async () => meetingArea());
      expect(await screen.findByTestId('area-meeting')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(AREA_SLOW_AFTER_MS * 2));
      expect(screen.getByTestId('area-meeting')).toBeTruthy();
      expect(screen.queryByTestId('area-slow')).toBeNull();
    });
  });
});
