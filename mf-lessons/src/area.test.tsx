import { remoteNames } from '@canstring/contracts';
import { fakeGateway, quietFieldObserver, renderWithClient } from '@canstring/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LessonsArea } from './area';
import type { LessonPlayView } from './graphql/types';

quietFieldObserver(['FieldRoot', 'Toaster']);

const WAIT = { timeout: 10_000 };
const config = {
  gatewayUrl: 'http://gateway.test/graphql',
  gatewayWsUrl: 'ws://gateway.test/graphql',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://remotes.test/${name}.js`])),
  fileServerUrl: 'http://files.test/',
  support: { email: 'help@example.com', phone: '1' },
};
const original = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async () => ({
    ok: true,
    status: 200,
    json: async () => config,
  })) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = original;
});

const played: LessonPlayView = {
  lesson: {
    id: '7',
    classId: '3',
    title: 'Fractions.mp4',
    status: 'ready',
    failureReason: null,
    durationSeconds: 60,
  },
  role: 'learner',
  sets: [],
  progress: { position: 0, furthest: 0, completed: false, updatedAt: null },
  answers: [],
  polls: [],
  score: 0,
  maxScore: 0,
};
const lessonPlay = () => ({ data: { lessonPlay: played } });
const playTicket = () => ({
  data: { lessonPlayTicket: { ticket: 'tk1', expiresAt: '2026-03-10T19:00:00.000Z' } },
});
const lessonPage = () => ({
  data: {
    lessons: {
      lessons: [
        {
          __typename: 'Lesson',
          id: '7',
          classId: '3',
          title: 'Fractions.mp4',
          sharedBy: { userId: '5', firstName: 'Ada', lastName: null },
          createdAt: '2026-03-10T17:00:00.000Z',
          status: 'ready',
          failureReason: null,
          durationSeconds: 60,
          hasThumbnail: false,
          questionSetCount: 0,
        },
      ],
      total: 1,
      role: 'learner',
    },
  },
});

const openArea = (search: string) => {
  window.history.pushState({}, '', `/lessons${search}`);
  const gateway = fakeGateway({
    LessonPlay: lessonPlay,
    LessonPlayTicket: playTicket,
    ClassLessons: lessonPage,
  });
  const navigate = jest.fn((to: string) => window.history.pushState({}, '', to));
  renderWithClient(
    gateway.client,
    <LessonsArea
      session={null}
      apolloClient={gateway.client}
      navigate={navigate}
      basePath=""
      pathname="/lessons"
      onSignOut={jest.fn()}
      loadView={jest.fn()}
    />,
  );
  return { gateway, navigate };
};

describe('the lessons area', () => {
  it('opens the player the query names, with the file server’s address from the runtime config', async () => {
    openArea('?class=3&lesson=7&view=play');
    expect(screen.getByTestId('area-lessons')).toBeTruthy();
    const video = await screen.findByTestId('lesson-video', {}, WAIT);
    expect(video.getAttribute('src')).toBe('http://files.test/lessons/7/video?ticket=tk1');
  });

  it('goes from a class’s cards to the player and back, keeping each in the query', async () => {
    const { navigate } = openArea('?class=3');
    const play = await screen.findByTestId('lesson-open-play', {}, WAIT);
    fireEvent.click(play);
    expect(navigate).toHaveBeenLastCalledWith('/lessons?class=3&lesson=7&view=play');
    await screen.findByTestId('lesson-player', {}, WAIT);
    fireEvent.click(screen.getByTestId('lesson-back'));
    expect(navigate).toHaveBeenLastCalledWith('/lessons?class=3');
    await screen.findByTestId('class-view', {}, WAIT);

    // The browser's back button opens the player again.
    act(() => {
      window.history.pushState({}, '', '/lessons?class=3&lesson=7&view=play');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByTestId('lesson-player', {}, WAIT);
  });

  it('sends Back and Go to Schedule to the class’s chat', async () => {
    const { navigate } = openArea('?class=3');
    fireEvent.click(await screen.findByTestId('class-view-schedule', {}, WAIT));
    expect(navigate).toHaveBeenLastCalledWith('/?group=3&view=schedule');
    await waitFor(() => expect(screen.getByTestId('class-view-back')).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByTestId('class-view-back'));
    expect(navigate).toHaveBeenLastCalledWith('/?group=3');
  });
});
