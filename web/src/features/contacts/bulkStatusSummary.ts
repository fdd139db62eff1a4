import type { ContactStatus } from '@outreach/contracts';
import type { ToastOptions } from '../../shared/toast/useToast.ts';

/** The toast after a bulk status change: all done, some failed, or all failed. */
export function bulkStatusSummary(status: ContactStatus, succeeded: number, failed: number): ToastOptions {
  if (failed === 0) {
    return { title: 'Bulk Update Successful', description: `Successfully updated ${succeeded} contacts to ${status}` };
  }
  if (succeeded > 0) {
    return { title: 'Partial Success', description: `Updated ${succeeded} contacts, ${failed} failed`, variant: 'destructive' };
  }
  return { title: 'Bulk Update Failed', description: `Failed to update ${failed} contacts`, variant: 'destructive' };
}
