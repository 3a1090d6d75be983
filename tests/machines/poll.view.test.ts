import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pollCardView } from '../../machines/poll.view';
import { pollOf, pollTestMachine } from './models/poll.model';

const actorOf = (
  status: Parameters<typeof pollOf>[0],
  opts: { moderator?: boolean; canVote?: boolean } = {},
) =>
  createActor(pollTestMachine, {
    input: {
      poll: pollOf(status, 'multiple'),
      mine: null,
      moderator: opts.moderator ?? false,
      canVote: opts.canVote ?? true,
    },
  }).start();

describe('pollCardView', () => {
  it("shows an open poll's options with their share of the voters, ticks what is chosen, and offers Vote", () => {
    const actor = actorOf('open');
    expect(pollCardView(actor.getSnapshot())).toMatchObject({
      state: 'open.choosing',
      question: 'Which treatment first?',
      multiple: true,
      statusKey: 'polls.status.open',
      voters: 4,
      canChoose: true,
      canVote: false,
      voted: false,
      canClose: false,
      busy: false,
    });
    expect(pollCardView(actor.getSnapshot()).options.map((o) => [o.label, o.count, o.percent])).toEqual([
      ['Surgery', 2, 50],
      ['Medication', 1, 25],
      ['Wait', 1, 25],
    ]);
    actor.send({ type: 'POLL.CHOOSE', option: 2 });
    actor.send({ type: 'POLL.CHOOSE', option: 0 });
    const chosen = pollCardView(actor.getSnapshot());
    expect(chosen.options.map((o) => o.chosen)).toEqual([true, false, true]);
    expect(chosen.canVote).toBe(true);
    actor.send({ type: 'POLL.VOTE' });
    expect(pollCardView(actor.getSnapshot())).toMatchObject({
      state: 'open.voting',
      busy: true,
      canChoose: false,
      canVote: false,
    });
  });

  it('hides the counts of a closed poll from attendees and offers its moderator Show results', () => {
    const attendee = pollCardView(actorOf('closed').getSnapshot());
    expect(attendee).toMatchObject({
      statusKey: 'polls.status.closed',
      canChoose: false,
      canShowResults: false,
    });
    expect(attendee.options.every((o) => o.count === null && o.percent === null)).toBe(true);
    expect(pollCardView(actorOf('closed', { moderator: true }).getSnapshot())).toMatchObject({
      canShowResults: true,
      canOpen: false,
    });
  });

  it('offers a draft to its moderator to open, and lets a limited-access attendee choose nothing', () => {
    expect(pollCardView(actorOf('draft', { moderator: true }).getSnapshot())).toMatchObject({
      state: 'draft',
      statusKey: 'polls.status.draft',
      canOpen: true,
      canChoose: false,
    });
    const limited = actorOf('open', { canVote: false });
    limited.send({ type: 'POLL.CHOOSE', option: 0 });
    expect(pollCardView(limited.getSnapshot())).toMatchObject({ canChoose: false, canVote: false });
    expect(pollCardView(limited.getSnapshot()).options.some((o) => o.chosen)).toBe(false);
  });
});
