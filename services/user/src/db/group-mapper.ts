import type { Group } from '@canstring/contracts';
import type { GroupWithCount } from './groups-repository';

export const toGroup = (row: GroupWithCount): Group => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.memberCount,
  createdAt: row.createdAt.toISOString(),
});
