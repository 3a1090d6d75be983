import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Muted, Row } from './parts';
import type { Attachment } from './sessionPage.view';

/** The item's files: PDFs and images open in the page, others download when the event allows it. */
export function AttachmentList({
  attachments,
  canDownload,
  onViewPdf,
  onViewImage,
}: {
  attachments: readonly Attachment[];
  canDownload: boolean;
  onViewPdf: (file: { href: string; name: string }) => void;
  onViewImage: (href: string) => void;
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) return <Muted>{t('session.empty')}</Muted>;
  return (
    <ul>
      {attachments.map(({ key, name, href, preview }) => (
        <li key={key}>
          <Row>
            <span>{name}</span>
            {href === null ? (
              <Muted>{t('session.availableAtStart')}</Muted>
            ) : (
              <>
                {preview === 'pdf' && (
                  <Button type="button" $variant="secondary" onClick={() => onViewPdf({ href, name })}>
                    {t('session.view')}
                  </Button>
                )}
                {preview === 'image' && (
                  <Button type="button" $variant="secondary" onClick={() => onViewImage(href)}>
                    {t('session.view')}
                  </Button>
                )}
                {canDownload && (
                  <a href={href} download target="_blank" rel="noreferrer">
                    {t('session.download')}
                  </a>
                )}
              </>
            )}
          </Row>
        </li>
      ))}
    </ul>
  );
}
