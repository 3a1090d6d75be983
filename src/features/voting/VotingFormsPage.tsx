import { useTranslation } from 'react-i18next';
import type { VotingFormsReply } from '../../../schemas/voting';
import { PageTitle } from '../../ui/PageTitle';
import { ButtonLink, Card, Cards, Page, Saved } from './votingParts';

export const votingFormPath = (formId: string) => `/main/voting/${encodeURIComponent(formId)}`;

/** The voting forms (002 §2 "Voting"): a card per form with 'Start Voting', or 'Your vote is saved'. */
export function VotingFormsPage({ reply }: { reply: VotingFormsReply }) {
  const { t } = useTranslation('voting');
  return (
    <Page data-testid="voting-forms">
      <PageTitle page={reply.title} />
      <h1>{reply.title}</h1>
      <Cards>
        {reply.forms.map((form) => (
          <Card key={form.id} data-testid="voting-form-card" data-voted={form.voted}>
            <h2>{form.label}</h2>
            {form.custom_text ? <p>{form.custom_text}</p> : null}
            {form.voted ? (
              <Saved>{t('voting.saved')}</Saved>
            ) : (
              <ButtonLink href={votingFormPath(form.id)}>{t('voting.startVoting')}</ButtonLink>
            )}
          </Card>
        ))}
      </Cards>
    </Page>
  );
}
