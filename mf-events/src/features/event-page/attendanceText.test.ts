import { describe, expect, it } from 'vitest';
import { attendanceText } from './RsvpPanel';

describe('attendanceText', () => {
  it('says how many are going, the places left when there is a limit, and who waits', () => {
    expect(attendanceText({ going_count: 0, waitlist_count: 0, capacity: null })).toBe('0 going');
    expect(attendanceText({ going_count: 3, waitlist_count: 0, capacity: 5 })).toBe('3 going · 2 places left');
    expect(attendanceText({ going_count: 4, waitlist_count: 0, capacity: 5 })).toBe('4 going · 1 place left');
    expect(attendanceText({ going_count: 5, waitlist_count: 2, capacity: 5 })).toBe('5 going · Full · 2 on the waitlist');
    // A capacity lowered below those already going removes nobody: still full, never negative.
    expect(attendanceText({ going_count: 7, waitlist_count: 0, capacity: 5 })).toBe('7 going · Full');
  });
});
