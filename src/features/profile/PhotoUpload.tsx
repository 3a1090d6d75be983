import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AVATARS } from '../../../schemas/constants';
import { Avatar } from '../../ui/Avatar';
import { compressImage } from '../../ui/compressImage';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { Muted } from './ProfileDetails';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; min-width: 0; flex: 1 1 220px; }
  input[type='file'] { max-width: 100%; }
`;

/**
 * The own picture (002 §5, §7): one image, compressed in the browser to at most 600 px and 1 MB, then uploaded;
 * it shows at once. An upload error is told beside the field (002 §8 only logs it; a person should know).
 */
export function PhotoUpload({
  picture,
  name,
  upload,
  onUploaded,
}: {
  picture: string;
  name: string;
  upload: (image: Blob) => Promise<{ image_url: string }>;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('people');
  const id = useId();
  const submission = useFormSubmission(async (file: File) => {
    try {
      onUploaded((await upload(await compressImage(file))).image_url);
    } catch (e) {
      console.warn('profile picture upload failed', e);
      throw e;
    }
  });
  const { view } = submission;
  const pick = (file: File | undefined) => {
    if (file?.type.startsWith('image/') && view.canSubmit) submission.submit(file);
  };
  return (
    <Row data-testid="photo-upload" data-state={view.state}>
      <Avatar picture={picture} name={name} size={AVATARS.SIZES[0]} label={t('profile.picture', { name })} />
      <div>
        <label htmlFor={id} className="label">
          {t('profile.changePhoto')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={view.sending}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Muted role="status">
          {view.sending
            ? t('profile.uploading')
            : view.notice === 'failed'
              ? t('profile.photoFailed')
              : t('profile.photoHint')}
        </Muted>
      </div>
    </Row>
  );
}
