import { useMachine } from '@xstate/react';
import { inspect } from '../browser/inspection';
import { type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import { imageUploadsMachine } from '../../machines/imageUploads';
import { imageUploadsView } from '../../machines/imageUploads.view';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WALL, type WallPost } from '../../schemas/wall';
import type { PostCalls } from '../api/wallCalls';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useFormSubmission } from '../ui/useFormSubmission';
import { compressImage } from '../ui/compressImage';
import { textToHtml } from '../ui/plainText';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  textarea {
    width: 100%;
    min-height: 4.5rem;
    padding: ${({ theme }) => theme.space(2)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    resize: vertical;
  }
  label:has(select) { display: flex; gap: 8px; align-items: center; max-width: 100%; white-space: nowrap; }
  select { min-height: 40px; font: inherit; flex: 1 1 auto; min-width: 0; max-width: 22rem; }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;
const Thumb = styled.figure`
  position: relative;
  margin: 0;
  img { width: 72px; height: 72px; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; display: block; }
  button { position: absolute; inset-block-start: 2px; inset-inline-end: 2px; min-height: 24px; padding: 0 6px; }
`;
const Upload = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
`;

/**
 * The box to write a post, a reply or an edit (001 §2, §5): text and up to 8 images (compressed in the browser
 * and uploaded as they are picked); Post or Update stays disabled while there is nothing to send.
 */
export function Composer({
  calls,
  label,
  send,
  initial,
  withImages = true,
  extra,
  onSaved,
  onCancel,
}: {
  calls: PostCalls;
  label: string;
  send: (body: { body: string; images: string[] }) => Promise<WallPost>;
  initial?: { text: string; images: readonly string[] };
  withImages?: boolean;
  /** More choices beside the buttons (the session a post is about). */
  extra?: ReactNode;
  onSaved: (post: WallPost) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial?.text ?? '');
  const [uploadLogic] = useState(() =>
    imageUploadsMachine.provide({
      actors: {
        uploadImage: fromPromise<string, unknown>(async ({ input }) => {
          try {
            return (await calls.uploadImage(await compressImage(input as Blob))).url;
          } catch (e) {
            // An image that cannot be prepared or uploaded is left out (001 §8: such failures are only logged).
            console.warn('image upload failed', e);
            throw e;
          }
        }),
      },
    }),
  );
  const [uploads, sendUpload] = useMachine(uploadLogic, {
    inspect,
    input: { max: WALL.MAX_IMAGES, images: initial?.images ?? [] },
  });
  const { images, preparing, canAdd } = imageUploadsView(uploads);
  const submission = useFormSubmission(async (values: { body: string; images: string[] }) => {
    const saved = await send(values);
    onSaved(saved);
    if (!initial) {
      setText('');
      sendUpload({ type: 'IMAGES.RESET' });
    }
  });
  const empty = text.trim() === '' && images.length === 0;
  const busy = submission.view.sending || preparing > 0;

  const pick = (files: FileList | null) =>
    sendUpload({ type: 'IMAGES.ADD', files: [...(files ?? [])].filter((f) => f.type.startsWith('image/')) });

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty && !busy) submission.submit({ body: textToHtml(text), images: [...images] });
      }}
      data-state={submission.view.state}
    >
      <textarea
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {images.length > 0 && (
        <Row>
          {images.map((url, i) => (
            <Thumb key={url}>
              <img src={url} alt={t('wall.image', { n: i + 1 })} />
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('wall.removeImage')}
                onClick={() => sendUpload({ type: 'IMAGES.REMOVE', url })}
              >
                ×
              </Button>
            </Thumb>
          ))}
        </Row>
      )}
      {submission.view.notice === 'failed' && (
        <Alert tone="error">{submission.view.failure ?? t('wall.failed')}</Alert>
      )}
      <Row>
        {withImages && canAdd && (
          <Upload>
            {t('wall.addImages')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(e) => pick(e.target.files)}
            />
          </Upload>
        )}
        {extra}
        {preparing > 0 && <span role="status">{t('wall.uploading')}</span>}
        <Button type="submit" disabled={empty || busy}>
          {initial ? t('wall.update') : t('wall.post')}
        </Button>
        {onCancel && (
          <Button type="button" $variant="link" onClick={onCancel}>
            {t('wall.cancel')}
          </Button>
        )}
      </Row>
    </Form>
  );
}
