import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomScreenReply } from '../../../schemas/customScreen';
import { Alert } from '../../ui/Alert';
import { PageTitle } from '../../ui/PageTitle';
import { SafeHtml } from '../../ui/SafeHtml';
import { Accordion } from './Accordion';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h1 {
    margin: 0;
  }
`;
const Content = styled(SafeHtml)`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
  [id] {
    scroll-margin-top: ${({ theme }) => theme.space(16)};
  }
`;
const Frame = styled.iframe`
  width: 100%;
  min-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A custom screen (002 §2 "Custom screens"): its title above its HTML content, its Accordion items or its
 * embedded evaluation form, then the social feed when it has one. Links in the content scroll to anchors,
 * navigate in the app or open another site in a new tab.
 */
export function CustomScreenPage({
  screen,
  navigate,
  feed,
}: {
  screen: CustomScreenReply;
  navigate: (path: string) => void;
  /** The social feed, shown below when the screen has one. */
  feed?: ReactNode;
}) {
  const { t } = useTranslation('customScreens');
  return (
    <Page data-testid="custom-screen" data-type={screen.type}>
      <PageTitle page={screen.title} />
      <h1>{screen.title}</h1>
      {screen.type === 'HTML' ? <Content html={screen.html} navigate={navigate} /> : null}
      {screen.type === 'Accordion' ? (
        screen.items.length > 0 ? (
          <Accordion items={screen.items} navigate={navigate} />
        ) : (
          <p>{t('customScreens.empty')}</p>
        )
      ) : null}
      {screen.type === 'Evaluation' ? (
        screen.evaluation_url ? (
          <Frame src={screen.evaluation_url} title={screen.title} data-testid="evaluation-frame" />
        ) : (
          <Alert tone="info">{t('customScreens.evaluationMissing')}</Alert>
        )
      ) : null}
      {screen.social_feed && feed ? (
        <section aria-label={t('customScreens.socialFeed')} data-testid="custom-screen-feed">
          {feed}
        </section>
      ) : null}
    </Page>
  );
}
