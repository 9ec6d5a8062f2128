import { LESSONS_PAGE_SIZE, lessonMessages, lessonScreenTexts } from '@canstring/contracts';
import {
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  refusal,
  renderWithClient,
} from '@canstring/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lessonOf } from '../test-support/teacher-fixtures';
import { ClassView, type ClassViewProps, LESSONS_REFRESH_MS } from './class-view';

const texts = lessonScreenTexts.classView;
const WAIT = { timeout: 10_000 };

quietFieldObserver(['FieldRoot', 'Toaster']);

const show = (
  lessons: ReturnType<typeof lessonOf>[],
  { role = 'teacher', classId = '4' as string | null, extra = {} as Record<string, FakeHandler> } = {},
) => {
  const answers: Record<string, FakeHandler> = {};
  answers.ClassLessons = ({ offset, limit }) => ({
    data: {
      lessons: {
        __typename: 'LessonPage',
        lessons: lessons.slice(Number(offset), Number(offset) + Number(limit)),
        total: lessons.length,
        role,
      },
    },
  });
  answers.LessonPlayTicket = () => ({
    data: {
      lessonPlayTicket: { __typename: 'LessonPlayTicket', ticket: 'tk/1', expiresAt: '2026-03-10T15:00:00Z' },
    },
  });
  const gateway = fakeGateway({ ...answers, ...extra });
  const props: ClassViewProps = {
    classId,
    fileServerUrl: 'http://files.test/',
    onOpen: jest.fn(),
    onSchedule: jest.fn(),
    onBack: jest.fn(),
    onChooseClass: jest.fn(),
  };
  renderWithClient(gateway.client, <ClassView {...props} />);
  return { gateway, props };
};

const cards = () => screen.findAllByTestId('lesson-card', {}, WAIT);

describe('Class View', () => {
  it('shows each lesson as a card: thumbnail, title cut to 12 characters plus .., sharer, date, duration', async () => {
    show([lessonOf(1, { title: 'Photosynthesis basics.mp4', durationSeconds: 125 })]);
    const [card] = await cards();
    const inCard = within(card!);
    expect(inCard.getByTestId('lesson-card-title').textContent).toBe('Photosynthes..');
    expect(inCard.getByTestId('lesson-card-title').getAttribute('title')).toBe('Photosynthesis basics.mp4');
    expect(inCard.getByTestId('lesson-card-sharer').textContent).toBe('Ada Byron');
    expect(inCard.getByTestId('lesson-card-date').textContent).toMatch(/2026/);
    expect(inCard.getByTestId('lesson-card-duration').textContent).toBe('2:05');
    const thumbnail = await inCard.findByRole('img', {}, WAIT);
    expect(thumbnail.getAttribute('src')).toBe('http://files.test/lessons/1/thumbnail?ticket=tk%2F1');
  });

  it('keeps a short title whole, and tells a video being prepared or that failed, never offered to play', async () => {
    show([
      lessonOf(3, { title: 'Short.mp4' }),
      lessonOf(2, { status: 'preparing', durationSeconds: null, hasThumbnail: false }),
      lessonOf(1, { status: 'failed', failureReason: 'The video could not be read', durationSeconds: null }),
    ]);
    const [ready, preparing, failed] = await cards();
    expect(within(ready!).getByTestId('lesson-card-title').textContent).toBe('Short.mp4');
    expect(within(preparing!).getByTestId('lesson-card-duration').textContent).toBe(texts.preparing);
    expect(within(preparing!).queryByRole('img')).toBeNull();
    expect(within(failed!).getByTestId('lesson-card-duration').textContent).toBe(
      'The video could not be read',
    );
    for (const card of [preparing!, failed!]) {
      expect(within(card).getByTestId('lesson-open-play')).toHaveProperty('disabled', true);
      expect(within(card).getByTestId('lesson-open-edit')).toHaveProperty('disabled', true);
    }
  });

  it('reads the page again while a video on it is being prepared, until it is ready', async () => {
    jest.useFakeTimers();
    try {
      let status: 'preparing' | 'ready' = 'preparing';
      const answers: Record<string, FakeHandler> = {};
      answers.ClassLessons = () => ({
        data: {
          lessons: {
            __typename: 'LessonPage',
            lessons: [lessonOf(1, { status, durationSeconds: status === 'ready' ? 40 : null })],
            total: 1,
            role: 'teacher',
          },
        },
      });
      const { gateway } = show([], { extra: answers });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('lesson-card').dataset.status).toBe('preparing');
      status = 'ready';
      await act(() => jest.advanceTimersByTimeAsync(LESSONS_REFRESH_MS));
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('lesson-card').dataset.status).toBe('ready');
      expect(screen.getByTestId('lesson-card-duration').textContent).toBe('0:40');
      const asked = gateway.of('ClassLessons').length;
      await act(() => jest.advanceTimersByTimeAsync(LESSONS_REFRESH_MS * 3));
      expect(gateway.of('ClassLessons')).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it("names the class in the heading, as the caller's chat list has it", async () => {
    const classes: Record<string, FakeHandler> = {};
    classes.LessonClasses = () => ({
      data: {
        chats: {
          __typename: 'ChatPage',
          chats: [{ __typename: 'ChatItem', chatId: 'c1', groupId: '4', fullName: 'Class 7B' }],
          total: 1,
        },
      },
    });
    show([lessonOf(1)], { extra: classes });
    expect((await screen.findByTestId('class-view-name', {}, WAIT)).textContent).toContain('Class 7B');
  });

  it('gives teachers Edit, Results and Play, and opens the screen asked for', async () => {
    const { props } = show([lessonOf(7)]);
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('button', { name: texts.edit }));
    expect(props.onOpen).toHaveBeenLastCalledWith('7', 'edit');
    fireEvent.click(within(card!).getByRole('button', { name: texts.results }));
    expect(props.onOpen).toHaveBeenLastCalledWith('7', 'results');
    fireEvent.click(within(card!).getByRole('button', { name: texts.play }));
    expect(props.onOpen).toHaveBeenLastCalledWith('7', 'play');
  });

  it('gives learners Play only', async () => {
    show([lessonOf(7)], { role: 'learner' });
    const [card] = await cards();
    expect(within(card!).getByRole('button', { name: texts.play })).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: texts.edit })).toBeNull();
    expect(within(card!).queryByRole('button', { name: texts.results })).toBeNull();
  });

  it(`pages ${LESSONS_PAGE_SIZE} cards at a time`, async () => {
    const lessons = Array.from({ length: 30 }, (_, index) => lessonOf(30 - index));
    const { gateway } = show(lessons);
    expect(await cards()).toHaveLength(LESSONS_PAGE_SIZE);
    expect(screen.getByTestId('class-view-page').textContent).toBe(texts.page(1, 3));
    expect(screen.getByTestId('class-view-prev')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('class-view-next'));
    await waitFor(
      () => expect(screen.getByTestId('class-view-page').textContent).toBe(texts.page(2, 3)),
      WAIT,
    );
    fireEvent.click(screen.getByTestId('class-view-next'));
    await waitFor(() => expect(screen.getAllByTestId('lesson-card')).toHaveLength(6), WAIT);
    expect(screen.getByTestId('class-view-next')).toHaveProperty('disabled', true);
    expect(gateway.of('ClassLessons').map((sent) => sent.variables)).toEqual([
      { classId: '4', offset: 0, limit: LESSONS_PAGE_SIZE },
      { classId: '4', offset: LESSONS_PAGE_SIZE, limit: LESSONS_PAGE_SIZE },
      { classId: '4', offset: 2 * LESSONS_PAGE_SIZE, limit: LESSONS_PAGE_SIZE },
    ]);
  });

  it("says when the class has no lessons, and goes to the class's schedule or back", async () => {
    const { props } = show([]);
    expect((await screen.findByTestId('no-lessons', {}, WAIT)).textContent).toBe(lessonMessages.noLessons);
    fireEvent.click(screen.getByRole('button', { name: texts.goToSchedule }));
    expect(props.onSchedule).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: texts.back }));
    expect(props.onBack).toHaveBeenCalled();
  });

  it("shows the server's refusal to someone outside the class", async () => {
    const refused: Record<string, FakeHandler> = {};
    refused.ClassLessons = () => refusal(lessonMessages.notInClass, 'FORBIDDEN');
    show([], { extra: refused });
    expect((await screen.findByTestId('area-error', {}, WAIT)).textContent).toContain(
      lessonMessages.notInClass,
    );
    expect(screen.queryByTestId('lesson-card')).toBeNull();
  });

  it("with no class chosen, lists the caller's classes to choose from", async () => {
    const classes: Record<string, FakeHandler> = {};
    classes.LessonClasses = () => ({
      data: {
        chats: {
          __typename: 'ChatPage',
          chats: [
            { __typename: 'ChatItem', chatId: 'c1', groupId: '4', fullName: 'Class 7B' },
            { __typename: 'ChatItem', chatId: 'c2', groupId: '9', fullName: 'Physics' },
          ],
          total: 2,
        },
      },
    });
    const { gateway, props } = show([], { classId: null, extra: classes });
    fireEvent.click(await screen.findByRole('button', { name: 'Physics' }, WAIT));
    expect(props.onChooseClass).toHaveBeenCalledWith('9');
    expect(screen.queryByRole('button', { name: texts.goToSchedule })).toBeNull();
    expect(gateway.names()).not.toContain('ClassLessons');
  });
});
