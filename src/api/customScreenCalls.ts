import { CustomScreenReply } from '../../schemas/customScreen';
import type { Api } from './client';

/** A custom screen's content: a top-level screen (or a child page by its own id), or a child page of a parent. */
export function customScreenCalls(api: Api) {
  return {
    screen: (id: string, parentId: string | null) =>
      api.apiFetch(
        CustomScreenReply,
        parentId === null
          ? `/custom-screens/${encodeURIComponent(id)}`
          : `/custom-screens/${encodeURIComponent(parentId)}/${encodeURIComponent(id)}`,
      ),
  };
}
export type CustomScreenCalls = ReturnType<typeof customScreenCalls>;
