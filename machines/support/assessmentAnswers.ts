import type { Answer, Question } from '../../schemas/evaluation';

/** A rating question's stars: 1 to 5 (schemas/evaluation.ts). */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

export type Answers = Readonly<Record<string, Answer>>;

/** Whether an answer counts as given for its question: a star of the scale, an offered option, some text. */
export function isAnswered(question: Question, answer: Answer | undefined): boolean {
  if (answer === undefined) return false;
  const options = question.options ?? [];
  switch (question.type) {
    case 'rating':
      return typeof answer === 'number' && (RATING_STARS as readonly number[]).includes(answer);
    case 'single':
      return typeof answer === 'string' && options.includes(answer);
    case 'multiple':
      return Array.isArray(answer) && answer.length > 0 && answer.every((a) => options.includes(a));
    case 'text':
      return typeof answer === 'string' && answer.trim() !== '';
  }
}

/** The required questions still without an answer, in the form's order. */
export const missingAnswers = (questions: readonly Question[], answers: Answers): string[] =>
  questions.filter((q) => q.required === true && !isAnswered(q, answers[q.id])).map((q) => q.id);

/** What goes to the server: the given answers of the form's questions, texts trimmed. */
export function answersToSend(questions: readonly Question[], answers: Answers): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const q of questions) {
    const answer = answers[q.id];
    if (!isAnswered(q, answer) || answer === undefined) continue;
    out[q.id] = typeof answer === 'string' && q.type === 'text' ? answer.trim() : answer;
  }
  return out;
}

/** A multiple-choice answer with `option` added or taken out, in the order of the question's options. */
export function toggleOption(options: readonly string[], answer: Answer | null, option: string): string[] {
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  if (chosen.has(option)) chosen.delete(option);
  else chosen.add(option);
  return options.filter((o) => chosen.has(o));
}
