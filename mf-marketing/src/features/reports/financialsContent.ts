export interface FinancialTopic {
  id: string;
  title: string;
  paragraphs: string[];
}

/** Audit and tax exemption information for /financials. */
export const financialTopics: FinancialTopic[] = [
  {
    id: 'audit',
    title: 'Independent Audit',
    paragraphs: [
      "The Entrepreneurs' Organization's financial statements are audited every year by an independent certified public accounting firm. The auditors review our accounts, internal controls and reporting, and issue an opinion on whether the statements fairly present our financial position.",
      'The audit report is presented to the Global Board of Directors, whose finance committee oversees budgets, reserves and the use of membership dues on behalf of all members.',
    ],
  },
  {
    id: 'tax-exemption',
    title: 'Tax Exemption',
    paragraphs: [
      "The Entrepreneurs' Organization is a not-for-profit membership organisation headquartered in the United States, where it is recognised as exempt from federal income tax. Any surplus is reinvested in programmes for members rather than distributed.",
      'Membership dues are generally not deductible as charitable donations, although they may be deductible as a business expense. Tax rules differ across the countries where our members live, so please ask your own tax adviser how they apply to you.',
    ],
  },
  {
    id: 'regional-accounts',
    title: 'Regional Accounts',
    paragraphs: [
      'EO Asia Pacific manages regional budgets for events, learning programmes and chapter support within the policies set by the global organisation. Chapters keep their own accounts, reviewed by their chapter boards and reported to members each year.',
    ],
  },
];
