import type { AreaProps } from '@canstring/client';
import { messages } from '@canstring/contracts';
import { system } from '@canstring/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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

const show = (load: AreaLoader) =>
  render(
    <ChakraProvider value={system}>
      <nav>header stays</nav>
      <RemoteArea area="meeting" areaProps={areaProps} load={load} />
    </ChakraProvider>,
  );

describe('RemoteArea', () => {
  it('shows the area error view in its place when the remote cannot be loaded', async () => {
    show(async () => {
      throw new Error('Failed to load script resources');
    });
    const error = await screen.findByTestId('area-error');
    expect(error.textContent).toContain(messages.areaFailedToLoad);
    expect(screen.getByText('header stays')).toBeTruthy();
  });

  it('shows the area error view when the area throws while mounting', async () => {
    show(async () =>
      plainParcel(() => {
        throw new Error('mount failed');
      }),
    );
    expect((await screen.findByTestId('area-error')).textContent).toContain(messages.areaFailedToLoad);
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
});
