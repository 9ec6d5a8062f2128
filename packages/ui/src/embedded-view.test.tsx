import type { AreaProps } from '@canstring/client';
import { messages } from '@canstring/contracts';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import { EmbeddedView } from './embedded-view';
import { system } from './system';

type ViewProps = AreaProps & { caption: string };

/** Lifecycles that write plain DOM from their props, like an exposed view would. */
const captionParcel = (): ParcelConfigObject => {
  const write = async (props: unknown) => {
    const { domElement, caption } = props as { domElement: HTMLElement; caption: string };
    domElement.innerHTML = `<p data-testid="embedded">${caption}</p>`;
  };
  return {
    bootstrap: async () => undefined,
    mount: write,
    update: write,
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
};

const viewProps = (loadView: AreaProps['loadView'], caption: string): ViewProps =>
  ({
    session: null,
    apolloClient: {},
    navigate: () => undefined,
    basePath: '',
    pathname: '/',
    onSignOut: () => undefined,
    loadView,
    caption,
  }) as unknown as ViewProps;

const show = (props: ViewProps) => (
  <ChakraProvider value={system}>
    <EmbeddedView area="meeting" view="schedule" props={props} />
  </ChakraProvider>
);

describe('EmbeddedView', () => {
  it('loads the named view, mounts it with the given props and passes later props on', async () => {
    const asked: string[] = [];
    const loadView: AreaProps['loadView'] = async (area, view) => {
      asked.push(`${area}/${view}`);
      return captionParcel();
    };
    const { rerender } = render(show(viewProps(loadView, 'first')));
    expect(screen.getByTestId('view-loading-meeting-schedule')).toBeTruthy();
    expect((await screen.findByTestId('embedded')).textContent).toBe('first');
    expect(asked).toEqual(['meeting/schedule']);
    rerender(show(viewProps(loadView, 'second')));
    await act(async () => undefined);
    expect(screen.getByTestId('embedded').textContent).toBe('second');
  });

  it('shows the error view when the view cannot be loaded, and loads again on retry', async () => {
    let calls = 0;
    const loadView: AreaProps['loadView'] = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to load script resources');
      return captionParcel();
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(show(viewProps(loadView, 'back again')));
    expect((await screen.findByTestId('area-error')).textContent).toContain(messages.areaFailedToLoad);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('embedded')).textContent).toBe('back again');
    quiet.mockRestore();
  });

  it('shows the error view when the view fails while mounting', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadView: AreaProps['loadView'] = async () => ({
      ...captionParcel(),
      mount: async () => {
        throw new Error('mount failed');
      },
    });
    render(show(viewProps(loadView, 'never')));
    expect(await screen.findByTestId('area-error')).toBeTruthy();
    quiet.mockRestore();
  });
});
