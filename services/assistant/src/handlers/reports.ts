import { assistantEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { AssistantServiceContext } from '../context';
import { listReports, toReport } from '../db/reports-repository';
import { requireAdministrator } from './administrators';

/** The banned-word reports, newest first; administrators only. */
export const reportsHandler = (ctx: AssistantServiceContext) =>
  handler(assistantEndpoints.listReports, async ({ actor, offset, limit }) => {
    requireAdministrator(actor);
    const { rows, total } = await listReports(ctx.db, offset, limit);
    return { reports: rows.map(toReport), total };
  });
