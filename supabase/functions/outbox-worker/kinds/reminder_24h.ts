/** The reminder 24 hours before an event (reminder.ts says what reminders hold). */
import { reminder } from './reminder.ts';

export const renderReminder24h = reminder('reminder_24h');
