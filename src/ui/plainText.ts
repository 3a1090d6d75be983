/** Plain text as HTML (a post, a notification's message): paragraphs by blank lines, line breaks kept, markup escaped. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`,
    )
    .join('');

/** Such HTML back as the text to edit. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The words of HTML, for searching and tables: blocks and line breaks part words, inline markup does not. */
export const wordsOf = (html: string): string =>
  html
    .replace(/<\/?(p|br|li|ul|ol|blockquote|pre|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
