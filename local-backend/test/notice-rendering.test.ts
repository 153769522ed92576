/**
 * The pieces the notices' renderers share (supabase/functions/outbox-worker/kinds/notice.ts), as
 * units: plain text made safe for HTML, an event's day and the member's own time, and the registry
 * naming a renderer for each kind `notices` queues.
 */
import { describe, expect, it } from 'vitest';
import { rendererFor } from '../../supabase/functions/outbox-worker/kinds/index.ts';
import { describeWhen, escapeHtml, plainTextToHtml } from '../../supabase/functions/outbox-worker/kinds/notice.ts';

describe('notice rendering', () => {
  it('escapes every character HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('makes only http(s) addresses links, leaving the punctuation after them and every other scheme as text', () => {
    expect(plainTextToHtml('Map: https://example.com/a?b=1&c=2. Bye')).toBe(
      'Map: <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>. Bye',
    );
    expect(plainTextToHtml('(see http://example.org/x)')).toBe('(see <a href="http://example.org/x">http://example.org/x</a>)');
    expect(plainTextToHtml('javascript:alert(1) data:text/html,<script>x</script>')).toBe('javascript:alert(1) data:text/html,&lt;script&gt;x&lt;/script&gt;');
    expect(plainTextToHtml('https://evil.example/"><script>')).toBe('<a href="https://evil.example/">https://evil.example/</a>&quot;&gt;&lt;script&gt;');
    expect(plainTextToHtml('line one\nline two')).toBe('line one<br>\nline two');
  });

  it("says when in the site's own words: the event's zone named, then the member's time, or UTC when theirs is unknown", () => {
    const event = { date: '2030-01-15', time: '18:00:00', end_date: null, end_time: '20:30:00', timezone: 'Asia/Singapore' };
    expect(describeWhen(event)).toBe('Tuesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), until 8:30 PM');
    expect(describeWhen(event, 'Europe/Paris')).toBe('Tuesday, January 15, 2030, 6:00 PM SGT (11:00 AM CET your time), until 8:30 PM');
    // Summer time in Paris; a day earlier in Los Angeles.
    expect(describeWhen({ ...event, date: '2030-07-15' }, 'Europe/Paris')).toBe('Monday, July 15, 2030, 6:00 PM SGT (12:00 PM CEST your time), until 8:30 PM');
    expect(describeWhen({ ...event, time: '07:00', end_time: null }, 'America/Los_Angeles')).toBe('Tuesday, January 15, 2030, 7:00 AM SGT (Mon, Jan 14, 3:00 PM PST your time)');
    // The member's zone is the event's, or one Intl does not know: nothing, or UTC, after it.
    expect(describeWhen(event, 'Asia/Singapore')).toBe('Tuesday, January 15, 2030, 6:00 PM SGT, until 8:30 PM');
    expect(describeWhen(event, 'Not/AZone')).toBe('Tuesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), until 8:30 PM');
    // "Local time", on purpose: as written, and said so; all day; several days.
    expect(describeWhen({ ...event, timezone: null })).toBe('Tuesday, January 15, 2030, 6:00 PM local time, until 8:30 PM');
    expect(describeWhen({ ...event, time: null, end_time: null })).toBe('Tuesday, January 15, 2030 (all day)');
    expect(describeWhen({ ...event, end_date: '2030-01-17', end_time: '17:00' })).toBe('Tuesday, January 15, 2030, 6:00 PM SGT (10:00 AM UTC), to Thursday, January 17, 2030, 5:00 PM');
  });

  it('has a renderer for every kind the notices queue', () => {
    for (const kind of ['event_changed', 'event_cancelled', 'reminder_24h', 'reminder_1h', 'organiser_message']) {
      expect(typeof rendererFor(kind)).toBe('function');
    }
  });
});
