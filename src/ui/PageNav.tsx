import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** Previous and next around 'Page n of m': the program's result pages, a document's pages. */
export function PageNav({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('program.previous')}
      </Button>
      <span>{t('program.pageOf', { page, pages })}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('program.next')}
      </Button>
    </>
  );
}
