/** One section of a legal page: a heading and its paragraphs (plain text, no markup). */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Optional bullet points shown after the paragraphs. */
  points?: string[];
}
