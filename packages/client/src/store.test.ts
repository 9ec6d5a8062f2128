import { createStore } from './store';

describe('createStore', () => {
  it('tells every listener each new value, until it unsubscribes', () => {
    const store = createStore(1);
    const heard: number[] = [];
    const unsubscribe = store.subscribe((value) => heard.push(value));
    store.set(2);
    store.set(2);
    unsubscribe();
    store.set(3);
    expect(heard).toEqual([2, 2]);
    expect(store.get()).toBe(3);
  });

  it('tells no one after clear', () => {
    const store = createStore('a');
    const heard: string[] = [];
    store.subscribe((value) => heard.push(value));
    store.clear();
    store.set('b');
    expect(heard).toEqual([]);
  });
});
