// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VotingFormReply } from '../../../schemas/voting';
import { createApi } from '../../../src/api/client';
import { votingCalls } from '../../../src/api/votingCalls';
import { VotingFormPage } from '../../../src/features/voting/VotingFormPage';
import { VotingFormsPage } from '../../../src/features/voting/VotingFormsPage';
import { fakeFetch, type Reply, renderWithClient } from '../render';

afterEach(cleanup);

const FORM: VotingFormReply = {
  form: { id: 'best-poster', label: 'Best Poster', custom_text: 'Pick one.', voted: false },
  can_vote: true,
  abstracts: [
    { ab_id: 11, title: 'Sleep and memory', presenter: 'Pia Lindqvist' },
    { ab_id: 13, title: 'Gut and brain', presenter: 'Lee Ortiz' },
  ],
  vote: null,
};

function showForm(reply: VotingFormReply, save: Reply = { status: 200, body: { success: true } }) {
  const fake = fakeFetch({ 'POST /api/voting/save_vote': save });
  const calls = votingCalls(createApi({ getToken: () => 't', fetch: fake.fetch }));
  renderWithClient(<VotingFormPage reply={reply} calls={calls} backHref="/main/voting" />, {
    fetch: fake.fetch,
    path: '/main/voting/best-poster',
  });
  return fake.calls;
}

describe('VotingFormsPage', () => {
  it("shows a card per form: 'Start Voting' to the form, or 'Your vote is saved'", () => {
    renderWithClient(
      <VotingFormsPage
        reply={{
          title: 'Awards',
          can_vote: true,
          forms: [
            { id: 'best-poster', label: 'Best Poster', custom_text: 'Pick one.', voted: true },
            { id: 'people', label: "People's Choice", custom_text: '', voted: false },
          ],
        }}
      />,
      { fetch: fakeFetch({}).fetch, path: '/main/voting' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Awards' })).toBeTruthy();
    const [voted, open] = screen.getAllByTestId('voting-form-card');
    expect(within(voted as HTMLElement).getByText('Your vote is saved')).toBeTruthy();
    expect(within(voted as HTMLElement).queryByRole('link')).toBeNull();
    const start = within(open as HTMLElement).getByRole('link', { name: 'Start Voting' });
    expect(start.getAttribute('href')).toBe('/main/voting/people');
  });
});

describe('VotingFormPage', () => {
  it('searches the abstracts by title and presenter', () => {
    showForm(FORM);
    expect(screen.getAllByTestId('voting-abstract')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search abstracts'), { target: { value: 'ortiz' } });
    expect(screen.getAllByTestId('voting-abstract').map((c) => c.dataset.abid)).toEqual(['13']);
    fireEvent.change(screen.getByLabelText('Search abstracts'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  it('asks for confirmation; No sends nothing; Yes saves the vote and shows the success with Go Back', async () => {
    const calls = showForm(FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Gut and brain' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you confirm your vote?' });
    expect(within(dialog).getByText('Gut and brain')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Vote for Sleep and memory' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const result = await screen.findByTestId('voting-result');
    expect(result.dataset.kind).toBe('saved');
    expect(result.textContent).toContain('Your vote have been successfully casted.');
    expect(result.textContent).toContain('Sleep and memory');
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/main/voting');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/voting/save_vote', body: { formurlid: 'best-poster', abid: 11 } },
    ]);
  });

  it("shows the warning with the server's reason when the vote is refused", async () => {
    showForm(FORM, {
      status: 409,
      body: {
        error: { code: 'conflict', message: 'You have already voted in this form.' },
        error_message: 'You have already voted in this form.',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Gut and brain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('voting-result').dataset.kind).toBe('failed'));
    const result = screen.getByTestId('voting-result');
    expect(result.textContent).toContain('There are some problems with your operation.');
    expect(result.textContent).toContain('You have already voted in this form.');
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeTruthy();
  });

  it('shows a form the user voted in as saved, with the vote', () => {
    showForm({ ...FORM, form: { ...FORM.form, voted: true }, vote: 13 });
    const result = screen.getByTestId('voting-result');
    expect(result.textContent).toContain('Your vote is saved');
    expect(result.textContent).toContain('Gut and brain');
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
  });

  it('offers no Vote to an account that may not vote, and says so', () => {
    showForm({ ...FORM, can_vote: false });
    expect(screen.getByText('Voting is not open to your account.')).toBeTruthy();
    expect(screen.getAllByTestId('voting-abstract')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
  });
});
