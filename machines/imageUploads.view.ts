/** What the composer shows of its images: the uploaded ones, how many are being prepared, whether more fit. */
import type { SnapshotFrom } from 'xstate';
import type { imageUploadsMachine } from './imageUploads';

export interface ImageUploadsView {
  readonly images: readonly string[];
  readonly preparing: number;
  /** The upload tile shows while fewer than the most images are there or on their way. */
  readonly canAdd: boolean;
  readonly busy: boolean;
}

export function imageUploadsView(s: SnapshotFrom<typeof imageUploadsMachine>): ImageUploadsView {
  const { images, waiting, max } = s.context;
  return {
    images,
    preparing: waiting.length,
    canAdd: images.length + waiting.length < max,
    busy: !s.matches('idle'),
  };
}
