import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ShowcaseProduct } from '../../exhibitHall/showcase';
import { Panel } from '../../ui/Panel';

const Box = styled(Panel)`
  padding: ${({ theme }) => theme.space(3)};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  li { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; }
  img { width: 64px; height: 48px; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; flex: none; }
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
`;
const New = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
`;

/** The lobby's upcoming products (000 §2): each product's picture, name (to its page), company and New Product. */
export function UpcomingProducts({
  products,
  directoryHref,
}: {
  products: readonly ShowcaseProduct[];
  directoryHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="lobby-products-title" data-testid="lobby-products">
      <h2 id="lobby-products-title">{t('lobbyShowcase.products')}</h2>
      <ul>
        {products.map((p) => (
          <li key={p.key}>
            {p.image ? <img src={p.image} alt="" /> : null}
            <div>
              <Link href={p.href}>{p.name}</Link>
              {p.isNew ? <New>{t('products.newProduct')}</New> : null}
              <small>{p.company}</small>
            </div>
          </li>
        ))}
      </ul>
      <Link href={directoryHref}>{t('lobbyShowcase.allProducts')}</Link>
    </Box>
  );
}
