/**
 * The six built-in writing samples of the spec (Box B's default writing sample dropdown).
 * Written for Redraft in a plain human voice; each one is a style to imitate, not content.
 */
export type WritingSampleCategory = 'academic' | 'professional' | 'creative';

export interface WritingSample {
  id: string;
  name: string;
  preview: string;
  content: string;
  category: WritingSampleCategory;
}

const sample = (
  id: string,
  name: string,
  category: WritingSampleCategory,
  content: string,
): WritingSample => ({
  id,
  name,
  category,
  content: content.trim(),
  preview: `${content.trim().slice(0, 150).trimEnd()}…`,
});

export const WRITING_SAMPLES: readonly WritingSample[] = [
  sample(
    'formal-functional',
    'Formal and functional relationships',
    'academic',
    `
Two things can be related in two quite different ways, and a good deal of confusion comes from mixing them up. One relationship is formal: it holds because of the shape of the things themselves. The other is functional: it holds because of what one thing does for, or to, the other. A square and a rectangle are formally related. Every square has the form a rectangle has, plus one more constraint, and nothing anybody does will change that. A key and a lock are functionally related. Nothing about the shape of a key, taken alone, makes it a key; it is a key because it opens something.

The distinction sounds academic. It isn't. Take the old argument about whether a thermostat "knows" the temperature. If knowing is a formal relationship, a matter of some inner state matching the world the way a map matches a coastline, then the thermostat plainly has something like knowledge: its strip of metal bends in step with the heat. If knowing is functional, the answer changes. The question becomes whether that inner state is used: whether the device does something because of it, and whether it would do something else if the state were different. A thermostat passes that test too, in a thin way; a photograph of a thermometer does not.

Most of the time we run the two together without noticing. We say that a word "means" its object, and we half-picture a line drawn from the word to the thing, a formal match. But a word that nobody could ever use to pick anything out would mean nothing, however well it matched. Meaning, on this view, is functional first and formal second; the match matters only because it does some work.

The reverse mistake is just as common. Engineers, reasonably, define a part by what it does, and then are surprised when two parts that do the same job behave differently under stress. They do the same job; they are not the same shape. Form keeps its own say.

So when someone tells you that two things are "related", ask which way. Is it the shape or the use? Usually the honest answer is both, in proportions that are worth spelling out. That small question has saved me from more bad arguments than any amount of logic.
`,
  ),
  sample(
    'economic-efficiency',
    'Economic efficiency',
    'professional',
    `
Economists use the word "efficient" in a narrower sense than everyone else, and it pays to know exactly how narrow. An outcome is efficient, in the standard sense, when nobody can be made better off without someone else being made worse off. That's it. It says nothing about fairness. A world in which one person owns everything can be perfectly efficient, because any change would take something from that person.

This is why arguments that lean on efficiency alone tend to go in circles. One side shows that a policy wastes resources; the other side points out that the waste falls on people who can afford it and the gain goes to people who can't. Both are right. They are answering different questions.

Where efficiency earns its keep is in spotting waste that nobody wants. Picture two firms, each with a machine that sits idle half the week. If they could share one machine and sell the other, both would be better off and nobody would be worse off. An economist sees that as a gain on the table, left there because of some friction: the cost of finding each other, of writing a contract, of trusting the other firm to return the machine in one piece. A lot of practical economics is about those frictions. Markets, contracts, courts and reputations are machinery for picking up gains that would otherwise lie on the floor.

There's a trap here, though. Once you start looking for unused gains you see them everywhere, and it is tempting to assume that someone clever could collect them all. Often they can't. The friction is real; it costs something to remove; and sometimes the cheapest thing to do is to leave the idle machine idle.

My rule of thumb, after years of reading policy papers: when a proposal promises efficiency, ask who pays the cost of the change and who collects the gain. If the answer is "the same people", the proposal is probably as good as it sounds. If it is "different people", you are no longer talking about efficiency. You are talking about distribution, and you should say so.
`,
  ),
  sample(
    'slackers-paradox',
    "The slacker's paradox",
    'creative',
    `
My flatmate had a theory about work, and he defended it with the energy of a man who had never applied that energy to anything else. The theory went like this. If a task is important, someone will eventually make you do it. If it isn't important, it will quietly go away. Either way, doing it now is a waste.

I laughed the first time. By the third month I had stopped laughing, because the evidence kept coming in on his side. The broken shelf he ignored was replaced by the landlord. The form he never filled in turned out to be optional. The essay he didn't start got its deadline extended for the whole class after a fire alarm. He sat on the sofa, unbothered, like a man watching his horse win.

Here is the paradox, and it took me a while to put my finger on it. His strategy only works because other people don't follow it. The landlord fixed the shelf because the landlord was not a slacker. The deadline moved because a lecturer, somewhere, did some work on a Sunday. My flatmate was living off the diligence of everyone around him, and the more people adopted his theory the worse it would perform. If the whole building slacked, the shelf would stay broken forever.

He had an answer to that, of course. "Then I'd fix it," he said. "When it mattered." Which is fair, in its way; he wasn't lazy so much as patient, willing to wait until a job was plainly his. But it meant that his ease was a kind of borrowing. Every quiet week on the sofa was paid for by someone else's busy one.

I moved out in the spring. The last thing I saw, carrying my boxes down the stairs, was the kitchen sink, full, and a note in his handwriting taped above it: "Someone will do this." He was right. It was me.
`,
  ),
  sample(
    'coin-paradox',
    'The coin paradox',
    'academic',
    `
Put two identical coins flat on a table, heads up, touching at the rim. Hold one still and roll the other around it without slipping, all the way back to where it started. How many times has the moving coin turned? Almost everyone says once. The circumference is the same, so one full trip along it ought to be one full turn. The answer is two.

You can check this in half a minute with two coins from your pocket, and it is worth doing, because the result feels wrong even after you have seen it. The head on the rolling coin comes upright halfway round, when it is on the far side, and upright again at the end.

Where does the extra turn come from? The rolling coin does two things at once. It rolls along the edge of the fixed coin, which by itself would turn it once. But it also travels around a circle: its centre goes all the way round the fixed coin's centre, and that trip carries the coin through one more full turn, the way the Moon turns once on its axis for every orbit of the Earth. Add the two and you get two.

The same puzzle appeared on an American aptitude test in 1982, with a small circle rolling round a larger one three times its size. None of the five printed answers was right. The expected answer was three; the true answer is four, and the handful of students who wrote in to say so got the question thrown out.

What I like about the coin paradox is how ordinary the mistake is. Nobody gets it wrong out of ignorance; they get it wrong by counting carefully in the wrong frame. We measure the turns against the fixed coin, when the question is about turns against the table. Move the frame and the paradox disappears. Plenty of arguments go astray in the same way, and the cure is the same: before counting, ask what you are counting against.
`,
  ),
  sample(
    'describability-paradox',
    'A paradox on describability',
    'academic',
    `
Consider the phrase "the smallest positive whole number that cannot be described in fewer than twenty words." It looks innocent. There are only finitely many phrases of fewer than twenty words, so only finitely many numbers can be described that briefly, and some whole numbers must be left over. Among the leftovers there is a smallest one. So the phrase picks out a definite number.

Now count the words in the phrase. There are fourteen. The phrase describes, in fourteen words, a number that supposedly cannot be described in fewer than twenty. That is the paradox, usually credited to Berry, a librarian at Oxford, and passed on by Bertrand Russell in 1906.

The first reaction is to look for a trick in the counting. There isn't one. The trouble lies in the word "described". We used it as though it had a fixed meaning before the phrase was written, and then the phrase itself claimed to be one of the descriptions. A description that refers to the whole class of descriptions, itself included, can pull the rug from under the class.

Logicians have two ways out, and they are worth telling apart. One is to say that "describable" is not a single notion at all. There are descriptions in a given language, and descriptions of those descriptions in a richer language, and so on up; the Berry phrase mixes two levels and is simply ill-formed. The other is to keep one language but make "describes" precise, as a computer program that prints the number and stops. Then the argument turns into a proof rather than a contradiction: there is no general method for finding the shortest program for a number. Berry's joke becomes a theorem.

I find that the more satisfying ending. The paradox doesn't show that language is broken; it shows that some perfectly clear questions about language cannot be answered by any mechanical rule. That is a discovery, not a malfunction, and it took a puzzle about a number nobody could name to find it.
`,
  ),
  sample(
    'riddle-of-induction',
    'The riddle of induction',
    'academic',
    `
Every emerald anyone has ever examined has been green. So, we conclude, all emeralds are green, and we expect the next one dug up to be green too. That is induction at its most ordinary, and it seems beyond reproach.

In 1955 Nelson Goodman pointed out a problem with it. Define a new word, "grue": a thing is grue if it is examined before some future date and is green, or is not examined before that date and is blue. Every emerald examined so far has been grue as well as green; the evidence fits both words equally well. So by the same reasoning all emeralds are grue, and the next emerald, examined after the date, should be blue. The two predictions conflict, and the evidence cannot choose between them.

The obvious reply is that "grue" is a fake word, cooked up with a date inside it, while "green" is a real property. Goodman's answer is the clever part. To someone who spoke in "grue" and "bleen" (blue before the date, green after), our word "green" would look just as gerrymandered: green means grue before the date and bleen after it. The date is built into whichever pair of words you did not start with. Nothing in the logic of the two vocabularies tells them apart.

So what does? Goodman's own answer was history. "Green" has been used in successful predictions for a very long time; it is entrenched. "Grue" has no such record. We project the words that have worked before. That sounds almost too modest, but I think it's right as far as it goes: induction rests not on a rule of logic but on a habit of language, tested against the world and kept because it keeps paying off.

What the riddle teaches is that the old problem of induction, why the future should resemble the past, was not even the hardest part. The harder question is which resemblance. Any set of past observations resembles infinitely many possible futures. Choosing among them is something we do long before we argue about it, in the words we happen to speak.
`,
  ),
];

export const DEFAULT_WRITING_SAMPLE_ID = 'formal-functional';

export function findWritingSample(id: string): WritingSample | undefined {
  return WRITING_SAMPLES.find((entry) => entry.id === id);
}
