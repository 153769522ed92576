/**
 * The pieces the notices' renderers share (supabase/functions/outbox-worker/kinds/notice.ts), as
 * units: plain text made safe for HTML, an event's day and the member's own time, and the registry
 * naming a renderer for each kind `notices` queues.
 */
import { describe, expect, it } from 'vitest';
import { rendererFor } from '../../supabase/functions/outbox-worker/kinds/index.ts';
import { escapeHtml, formatDay, plainTextToHtml, startInZone } from '../../supabase/functions/outbox-worker/kinds/notice.ts';

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

  it("names the day whatever the server's zone, and the start in the member's zone only when it says something new", () => {
    expect(formatDay('2030-01-15')).toBe('Tuesday 15 January 2030');
    expect(startInZone('2030-01-15T10:00:00Z', 'Asia/Singapore', 'Europe/Paris')).toBe('Tuesday 15 January 2030, 11:00 (Europe/Paris)');
    // Summer time in Paris.
    expect(startInZone('2030-07-15T10:00:00Z', 'Asia/Singapore', 'Europe/Paris')).toBe('Monday 15 July 2030, 12:00 (Europe/Paris)');
    expect(startInZone('2030-01-15T10:00:00Z', 'Asia/Singapore', 'Asia/Singapore')).toBeNull();
    expect(startInZone('2030-01-15T10:00:00Z', 'Asia/Singapore', null)).toBeNull();
    expect(startInZone(null, null, 'Europe/Paris')).toBeNull();
    expect(startInZone('2030-01-15T10:00:00Z', 'Asia/Singapore', 'Not/AZone')).toBeNull();
  });

  it('has a renderer for every kind the notices queue', () => {
    for (const kind of ['event_changed', 'event_cancelled', 'reminder_24h', 'reminder_1h', 'organiser_message']) {
      expect(typeof rendererFor(kind)).toBe('function');
    }
  });
});
