/** Which chat is open and how it is shown, kept in the page's query so a reload keeps it. */
export type ChatView = 'chat' | 'schedule';

export type SelectedTarget = { kind: 'user'; id: string } | { kind: 'group'; id: string };

export interface ChatSelection {
  target: SelectedTarget | null;
  view: ChatView;
}

const idPattern = /^[1-9]\d{0,15}$/;

/** Reads `?user=5&view=schedule` or `?group=3`; anything else selects nothing. */
export const selectionFromQuery = (search: string): ChatSelection => {
  const query = new URLSearchParams(search);
  const user = query.get('user');
  const group = query.get('group');
  let target: SelectedTarget | null = null;
  if (user && idPattern.test(user)) target = { kind: 'user', id: user };
  else if (group && idPattern.test(group)) target = { kind: 'group', id: group };
  const view: ChatView = target && query.get('view') === 'schedule' ? 'schedule' : 'chat';
  return { target, view };
};

/** The query of a selection ('' when nothing is selected); the chat view is the default and not written. */
export const queryOfSelection = ({ target, view }: ChatSelection): string => {
  if (!target) return '';
  const query = new URLSearchParams({ [target.kind]: target.id });
  if (view === 'schedule') query.set('view', 'schedule');
  return `?${query.toString()}`;
};

export const sameTarget = (a: SelectedTarget | null, b: SelectedTarget | null): boolean =>
  a === b || (!!a && !!b && a.kind === b.kind && a.id === b.id);
