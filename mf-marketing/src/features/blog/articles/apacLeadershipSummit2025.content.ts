// The body of /blog/apac-leadership-summit-2025, in Markdown: fetched when the article is opened, not with the blog list.
export const content = `Every year, the people who keep our chapters running come together to learn from each other. The **APAC Leadership Summit 2025** brings chapter presidents, learning chairs, forum officers and incoming board members to Singapore for three days built around one theme: **leading through change**.

## Why this summit matters

Our chapters are led by volunteers who are also running demanding businesses. They give their time because they believe in what EO does, and they deserve training that respects it. The summit is where new officers learn the craft, experienced leaders compare notes, and the whole region sets its priorities for the year ahead.

Last year, more than 1,200 officers took part in leadership training across the global network. This summit is the Asia Pacific chapter of that effort, shaped by the questions our own leaders told us they wanted answered.

## What to expect

### Day one: foundations

- Orientation for incoming officers, grouped by role.
- A regional update on membership growth, new chapters and the forum pipeline.
- An evening welcome reception hosted by the Singapore chapter.

### Day two: learning in depth

- Keynote sessions on leading teams through uncertainty and on succession planning for volunteer boards.
- **Role-based workshops** for presidents, learning chairs, forum officers and membership chairs.
- Peer clinics where chapters bring a real challenge and leave with a plan.

### Day three: looking ahead

- Cross-chapter collaboration labs for joint events and bridge programmes.
- Regional planning with the council, including the calendar for the coming year.
- A closing session on caring for the people who lead: energy, boundaries and family.

## How to prepare

1. **Confirm your role** with your chapter administrator so you are placed in the right workshops.
2. **Bring one challenge** your chapter is facing; the peer clinics work best with real problems.
3. **Review your chapter's numbers**, including retention and forum participation, before you arrive.
4. **Plan your handover notes** if you are an outgoing officer, so your successor starts strong.

> "The summit is where I stopped feeling like I was inventing chapter leadership on my own. I met people who had solved my exact problem two years earlier." — A chapter president from Southeast Asia

## Beyond the sessions

Some of the most valuable moments happen between agenda items. We have kept long breaks, shared lunches and an open evening so that leaders can build the relationships that carry a region through the year. Many of our most successful bridge programmes between chapters started with a conversation over coffee at a previous summit.

> "Leadership in EO is a gift you give to your peers. The summit makes sure nobody gives it alone."

Registration details are shared with chapter leaders through their chapter administrators. If you are a member interested in stepping into a leadership role, speak to your chapter president: the summit is a wonderful place to start.`;
