/** Sourcing's scheduled work: RFx open by themselves at their opening time. */
import type { ModuleJob } from '../../platform/modules/manifest';
import { sendDeadlineReminders } from './bidder-contacts';
import { closeDueQuoting } from './quotation-opening';
import { openDueRfx } from './service';

export const SOURCING_OPEN_QUEUE = 'sourcing.open-due';

export const openDueJob: ModuleJob = {
  queue: SOURCING_OPEN_QUEUE,
  run: async (deps) => {
    await openDueRfx(deps);
  },
  tick: openDueRfx,
};

export const SOURCING_CLOSE_QUEUE = 'sourcing.close-due';

/** At the deadline quoting closes (D-256). */
export const closeDueJob: ModuleJob = {
  queue: SOURCING_CLOSE_QUEUE,
  run: async (deps) => {
    await closeDueQuoting(deps);
  },
  tick: closeDueQuoting,
};

export const SOURCING_DEADLINE_REMINDER_QUEUE = 'sourcing.deadline-reminder';

/** RFX_DEADLINE_REMINDER_HOURS before the deadline, bidders that have not submitted are reminded once (D-390). */
export const deadlineReminderJob: ModuleJob = {
  queue: SOURCING_DEADLINE_REMINDER_QUEUE,
  run: async (deps) => {
    await sendDeadlineReminders(deps);
  },
  tick: sendDeadlineReminders,
};
