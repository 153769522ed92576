// The body of /blog/celebrating-gsea-winners, in Markdown: fetched when the article is opened, not with the blog list.
export const content = `The **Global Student Entrepreneur Awards (GSEA)** exist for one simple reason: to find the students who are already running real businesses while they study, and to surround them with people who have walked the same road. This year's Asia Pacific finalists reminded every judge in the room why that matters.

## A regional final worth remembering

Over two days, finalists from across the region presented their companies to a panel of EO members who have built, scaled and sold businesses of their own. Every finalist had paying customers. Several had employees. One had quietly built a logistics service that now handles deliveries for more than forty small restaurants, all while sitting final-year exams.

The standard was high, and the conversations after each pitch were even better. Judges did not simply score; they stayed behind to ask about hiring, pricing and cash flow, and to offer introductions.

### What the judges looked for

- **Traction:** evidence that customers value the product enough to pay for it, and keep paying.
- **Resilience:** a clear account of what went wrong along the way and what the founder changed as a result.
- **Clarity:** the ability to explain the business, its numbers and its next milestone in plain language.
- **Impact:** a thoughtful view of how the company affects its employees, customers and community.

## Meet this year's regional winners

1. **First place** went to a circular-fashion marketplace that lets students resell and repair uniforms and formal wear, keeping thousands of garments out of landfill.
2. **Second place** went to an agritech venture that helps smallholder farmers book shared drying equipment by text message, cutting post-harvest losses.
3. **Third place** went to a tutoring platform that trains university students to coach younger learners in mathematics and coding, in their own languages.

> "I came to pitch my business. I left with ten mentors, three customer leads and the confidence that I am not building this alone." — This year's first-place winner

## Why EO invests in student founders

Many EO members started their first business before they were old enough to sign a lease. They remember how isolating it felt. GSEA is our way of shortening that lonely stretch for the next generation: each regional winner advances to the global final, and every finalist leaves with access to mentors who understand the weight of a payroll.

The programme also gives back to our own members. Judging and mentoring sharpen the questions we ask of our own companies, and the energy of a room full of student founders is contagious.

### How members can get involved

1. **Nominate** a student founder you know through your chapter's GSEA champion.
2. **Volunteer as a judge** for a national or regional round; preparation takes about three hours.
3. **Mentor a finalist** for the six months after the awards, meeting once a month.

> "The best founders I have met in twenty years of business were the ones who asked for help early. GSEA teaches that habit." — Regional GSEA Chair

Congratulations to every finalist. We cannot wait to see where you take your companies next, and we hope to welcome many of you into EO when the time comes.`;
