import { expect, type Page } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import type { VotingInput, votingMachine } from '../../machines/voting';
import { NOT_A_PERSONS_ACTION, type PageModel } from '../support/modelPaths';
import { Shell } from './shell';

type Machine = typeof votingMachine;
type Ev = EventFromLogic<Machine>;

/**
 * The form the paths vote in, and its voter: nobody else votes in it with this account (a vote stands for
 * good, so the one path that casts it is the only one that may).
 */
export const VOTING_PATHS = {
  form: 'peoples-choice-poster',
  label: "People's Choice Poster",
  voter: 'staff@example.com',
};

/** The abstract the paths pick stands for the form's first card (the machine only needs it offered). */
const FIRST_ABSTRACT = 1;

const form = (page: Page) => page.getByTestId('voting-form');
const firstCard = (page: Page) => page.getByTestId('voting-abstract').first();
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Do you confirm your vote?' });

const shows = (state: string) => async (page: Page) => {
  await expect(form(page)).toHaveAttribute('data-state', state);
  await expect(page.getByRole('heading', { level: 1, name: VOTING_PATHS.label })).toBeVisible();
};

/** A voting form as a page model of the voting machine, opened by a voter without a vote in it. */
export const votingModel = (machine: Machine): PageModel<Machine> => {
  const input: VotingInput = { offered: [FIRST_ABSTRACT], vote: null, canVote: true };
  const picked = { title: '' };
  return {
    machine,
    input,
    open: async (page) => {
      await new Shell(page).signInAs(VOTING_PATHS.voter);
      await page.goto(`/main/voting/${VOTING_PATHS.form}`);
      picked.title = (await firstCard(page).getByRole('heading').textContent()) ?? '';
    },
    states: {
      start: async (page) => {
        await shows('start')(page);
        await expect(confirmDialog(page)).toHaveCount(0);
        await expect(firstCard(page).getByRole('button', { name: `Vote for ${picked.title}` })).toBeEnabled();
      },
      confirming: async (page) => {
        await shows('confirming')(page);
        await expect(confirmDialog(page)).toContainText(picked.title);
        await expect(confirmDialog(page).getByRole('button', { name: 'Yes' })).toBeEnabled();
      },
      saving: async (page) => {
        await shows('saving')(page);
        await expect(confirmDialog(page).getByRole('button', { name: 'Saving...' })).toBeDisabled();
        await expect(confirmDialog(page).getByRole('button', { name: 'No' })).toBeDisabled();
      },
      saved: async (page) => {
        await shows('saved')(page);
        const result = page.getByTestId('voting-result');
        await expect(result).toHaveAttribute('data-kind', 'saved');
        await expect(result).toContainText('Your vote have been successfully casted.');
        await expect(result).toContainText(`Your vote: ${picked.title}`);
        await expect(result.getByRole('link', { name: 'Go Back' })).toBeVisible();
      },
      failed: async (page) => {
        await shows('failed')(page);
        const result = page.getByTestId('voting-result');
        await expect(result).toHaveAttribute('data-kind', 'failed');
        await expect(result).toContainText('There are some problems with your operation.');
      },
    },
    events: {
      'VOTE.PICK': {
        samples: (): Ev[] => [{ type: 'VOTE.PICK', abid: FIRST_ABSTRACT }],
        perform: (page) =>
          firstCard(page)
            .getByRole('button', { name: `Vote for ${picked.title}` })
            .click(),
      },
      'VOTE.CONFIRM': { perform: (page) => confirmDialog(page).getByRole('button', { name: 'Yes' }).click() },
      'VOTE.CANCEL': { perform: (page) => confirmDialog(page).getByRole('button', { name: 'No' }).click() },
      'xstate.done.actor.saveVote': {
        samples: () => [{ type: 'xstate.done.actor.saveVote', output: {} } as unknown as Ev],
        request: (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/voting/save_vote',
      },
      // A second vote from another tab is refused, and the network fails on no one's demand: voting.spec.ts
      // walks the refusal with two tabs.
      'xstate.error.actor.saveVote': NOT_A_PERSONS_ACTION,
    },
  };
};
