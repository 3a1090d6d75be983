import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n';

function Link({ href }: { href: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <a href={href} data-testid="booth-leads-link">
      {t('exhibitorLeads.link')}
    </a>
  );
}

/**
 * The booth's link to its leads, shown to its staff and admins only (its texts load with the admin screens',
 * so attendees never load them).
 */
export function LeadsLink({ href }: { href: string }) {
  return (
    <p>
      <Suspense fallback={null}>
        <Link href={href} />
      </Suspense>
    </p>
  );
}
