import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { PageNav } from '../PageNav';
import { useResourceLoad } from '../useResourceLoad';

type PdfDocument = Awaited<ReturnType<typeof import('pdfjs-dist')['getDocument']>['promise']>;

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  canvas {
    width: 100%;
    height: auto;
    touch-action: pinch-zoom;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** pdf.js and its worker (1.2 MB) load only when a PDF is opened. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** Opens the document; one destroyed at once if the viewer went away meanwhile. */
async function openPdf(url: string, token: string, signal: AbortSignal): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({
    url,
    httpHeaders: url.startsWith('/api/') ? { authorization: `Bearer ${token}` } : {},
  }).promise;
  if (signal.aborted) {
    void doc.destroy();
    throw signal.reason;
  }
  return doc;
}

/**
 * A PDF attachment, one page at a time, drawn on a canvas as wide as the viewer; it replaces the tabs while open. The document loads
 * once per viewer (keyed by its address); the page shown is drawn anew when the page changes.
 */
export function PdfViewer({
  url,
  name,
  token,
  onClose,
}: {
  url: string;
  name: string;
  token: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { view } = useResourceLoad((signal) => openPdf(url, token, signal));
  const doc = view.status === 'loaded' ? view.value : null;
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => (doc ? () => void doc.destroy() : undefined), [doc]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void doc.getPage(page).then((p) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      // Fit to width: drawn at the width it is shown at, in device pixels, so that it is sharp on a phone and
      // pinch zoom (which the page allows) has detail to show.
      const shownWidth = el.parentElement?.clientWidth || p.getViewport({ scale: 1 }).width;
      const scale =
        (shownWidth / p.getViewport({ scale: 1 }).width) * Math.min(window.devicePixelRatio || 1, 3);
      const viewport = p.getViewport({ scale });
      el.width = viewport.width;
      el.height = viewport.height;
      task = p.render({ canvas: el, viewport });
      task.promise.then(
        () => {
          if (!cancelled) setDrawn(page);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  const failed = view.status !== 'loading' && view.status !== 'loaded';
  const status = failed ? 'failed' : doc && drawn > 0 ? 'ready' : 'loading';
  const pages = doc?.numPages ?? 0;
  return (
    <Frame aria-label={name} data-testid="pdf-viewer" data-state={status}>
      <Bar>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('session.closePdf')}
        </Button>
        <strong>{name}</strong>
        {pages > 0 && <PageNav page={page} pages={pages} onPage={setPage} />}
      </Bar>
      {status === 'loading' && <p>{t('session.loadingDocument')}</p>}
      {status === 'failed' && <p role="alert">{t('session.pdfFailed')}</p>}
      <canvas ref={canvas} data-page={page} />
    </Frame>
  );
}
