/** The reminder 1 hour before an event (reminder.ts says what reminders hold). */
import { reminder } from './reminder.ts';

export const renderReminder1h = reminder('reminder_1h');
