import { MEMBERSHIP_EMAIL, mailtoHref } from 'shared-site';

export interface ReportLanguage {
  /** BCP 47 tag, used for hreflang and lang. */
  code: string;
  /** The language's own name, shown as the link text. */
  nativeName: string;
  englishName: string;
}

/** The five languages the annual report is offered in. */
export const annualReportLanguages: ReportLanguage[] = [
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'zh-Hans', nativeName: '简体中文', englishName: 'Chinese (Simplified)' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish' },
];

/**
 * The remote ships no heavy PDFs, so each language link asks the regional team for the report
 * by email, with the language in the subject so the right edition is sent.
 */
export function annualReportRequestHref(language: ReportLanguage): string {
  return mailtoHref(MEMBERSHIP_EMAIL, `Annual report request (${language.englishName})`);
}
