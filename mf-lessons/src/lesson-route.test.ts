import { chatPathOfClass, queryOfRoute, routeFromQuery } from './lesson-route';

describe('the lesson screen kept in the page’s query', () => {
  it('reads the class view, with or without a class', () => {
    expect(routeFromQuery('')).toEqual({ kind: 'class', classId: null });
    expect(routeFromQuery('?class=3')).toEqual({ kind: 'class', classId: '3' });
  });

  it('reads a lesson’s player, editor and results', () => {
    for (const view of ['play', 'edit', 'results'] as const)
      expect(routeFromQuery(`?class=3&lesson=17&view=${view}`)).toEqual({
        kind: view,
        classId: '3',
        lessonId: '17',
      });
  });

  it('falls back to the class view on anything else', () => {
    expect(routeFromQuery('?class=3&lesson=17&view=delete')).toEqual({ kind: 'class', classId: '3' });
    expect(routeFromQuery('?class=3&lesson=a%20b&view=play')).toEqual({ kind: 'class', classId: '3' });
    expect(routeFromQuery('?class=0&lesson=1&view=play')).toEqual({ kind: 'class', classId: null });
    expect(routeFromQuery('?class=x')).toEqual({ kind: 'class', classId: null });
  });

  it('writes what it reads', () => {
    for (const search of ['', '?class=3', '?class=3&lesson=17&view=play', '?class=3&lesson=17&view=results'])
      expect(queryOfRoute(routeFromQuery(search))).toBe(search);
  });

  it('goes back to the class’s chat or its schedule', () => {
    expect(chatPathOfClass('3', 'chat')).toBe('/?group=3');
    expect(chatPathOfClass('3', 'schedule')).toBe('/?group=3&view=schedule');
    expect(chatPathOfClass(null, 'schedule')).toBe('/');
  });
});
