/** One request by id, answered as the workflow's 404 wherever the caller may not see it. */
import { AppError } from '../../http/app-error.ts';
import { holdsAdminScreen, type RequestView, type Viewer } from './request-view.ts';
import type { RequestWorkflow } from './workflow-request.ts';

/** The one row a lookup in a view found, or the workflow's 404. */
export function foundOr404<T>(wf: RequestWorkflow, rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw AppError.notFound(wf.notFoundMessage);
  return row;
}

/**
 * The request in the first view of the caller that shows it: the admin screen for its holders,
 * otherwise their own requests, then their inbox. Only "not found" moves on to the next view.
 */
export async function inFirstView<T>(
  wf: RequestWorkflow,
  viewer: Viewer,
  get: (view: RequestView) => Promise<T>,
): Promise<T> {
  const views: RequestView[] = holdsAdminScreen(wf.adminPermission, viewer)
    ? ['admin']
    : ['mine', 'inbox'];
  for (const view of views) {
    try {
      return await get(view);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
  }
  throw AppError.notFound(wf.notFoundMessage);
}
