import { ROOM_SIGNAL_METHODS } from '@canstring/contracts';
import { signalRules } from './index';

test('every room signal method has a rule, and nothing else does', () => {
  expect(Object.keys(signalRules).sort()).toEqual([...ROOM_SIGNAL_METHODS].sort());
  for (const rule of Object.values(signalRules)) expect(typeof rule).toBe('function');
});
