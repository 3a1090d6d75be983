/** A path segment as the address gives it, decoded; a malformed one names nothing (an empty string). */
export const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};
