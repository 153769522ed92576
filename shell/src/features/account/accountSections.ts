/**
 * The parts of /account, in the page's order, with the heading each shows and its address
 * (/account#notifications is where every notification email's footer leads): the in-page menu
 * and the sections read them from here, so the two never disagree.
 */
export const ACCOUNT_SECTIONS = {
  rsvps: { id: 'rsvps', title: 'Your RSVPs' },
  events: { id: 'events', title: 'Events you created' },
  calendar: { id: 'calendar', title: 'My calendar' },
  name: { id: 'name', title: 'Your name' },
  password: { id: 'password', title: 'Password' },
  notifications: { id: 'notifications', title: 'Notifications' },
  delete: { id: 'delete', title: 'Delete your account' },
} as const;

export type AccountSection = keyof typeof ACCOUNT_SECTIONS;

/** The events column (beside the settings from 1280 px), then the settings column. */
export const EVENT_SECTIONS: readonly AccountSection[] = ['rsvps', 'events', 'calendar'];
export const SETTINGS_SECTIONS: readonly AccountSection[] = ['name', 'password', 'notifications', 'delete'];
