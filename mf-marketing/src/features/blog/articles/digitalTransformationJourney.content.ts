// The body of /blog/digital-transformation-journey, in Markdown: fetched when the article is opened, not with the blog list.
export const content = `Ask ten entrepreneurs what digital transformation means and you will hear ten answers: a new ERP system, an online store, automation, artificial intelligence. Ask the ones who have actually been through it and the answers converge. **Transformation is about changing how people work, and technology is only the tool.**

We spoke with EO members across Asia Pacific who have led their companies through this change. Their lessons are remarkably consistent.

## Start with the problem, not the platform

The most common regret we heard was buying software before agreeing on the problem it should solve. One member running a distribution business spent a year implementing a system that nobody used, because the real bottleneck was how orders were handed over between sales and the warehouse.

### Questions to answer first

- Which decisions in the business are slow, and why?
- Where do customers wait, and what are they waiting for?
- Which tasks do your best people do repeatedly that a system could do for them?
- What data would change a decision if you had it every morning?

## Build the habit before the roadmap

Members who succeeded treated transformation as a series of small, visible wins rather than one big launch. They picked a single process, improved it in weeks rather than months, and let the results make the case for the next step.

1. **Map one process end to end**, with the people who actually do the work in the room.
2. **Remove steps before automating them**; automating a bad process only makes it fail faster.
3. **Measure a before and after** that the whole team understands, such as hours saved or errors avoided.
4. **Share the result widely**, then choose the next process together.

> "The breakthrough was not the software. It was the day our warehouse team suggested the next thing to automate." — A member in the logistics industry

## Bring your people with you

Every member we spoke with said the same thing in different words: the hardest part is trust. Teams worry that new tools mean fewer jobs, more surveillance or skills they do not have. The companies that moved fastest were open about their intentions, invested in training early and gave frontline staff real ownership of the changes.

### A note on artificial intelligence

AI is now part of almost every conversation in our technology roundtables. The advice from members who are using it well is refreshingly practical: start with internal tasks where a human reviews the output, such as drafting proposals or summarising customer feedback, and set clear rules about what data may never be shared with external tools. **Treat AI as a capable junior colleague, not an oracle.**

## Learn from peers who are a step ahead

This is where EO shines. Our technology community brings together members who have made these decisions with their own money and their own teams. In forum, you can test a plan against people who will tell you the truth. In our roundtables, you can see how a company in another country solved the problem you are facing today.

> "I saved a year and a lot of money by listening to two forum mates who had already made the mistakes I was about to make."

Wherever you are on the journey, you do not have to work it out alone. Join the next technology roundtable through your chapter, and bring your hardest question.`;
