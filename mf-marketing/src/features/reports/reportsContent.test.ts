import { annualReportHighlights } from './annualReportHighlights';
import { annualReportLanguages, annualReportRequestHref } from './annualReportLanguages';
import { EVENT_PROMOTION_PROCESSING_TIME, partnershipTypes } from './partnershipTypes';

describe('reports content', () => {
  it('uses the highlight figures of SPEC section 9', () => {
    expect(annualReportHighlights.map((stat) => stat.value)).toEqual(['2,514', '5', '262', '13%', '3,000+', '1,200+']);
  });

  it('offers the report in five distinct languages, each requested by email', () => {
    expect(annualReportLanguages).toHaveLength(5);
    expect(new Set(annualReportLanguages.map((language) => language.code)).size).toBe(5);
    expect(annualReportRequestHref(annualReportLanguages[2]!)).toBe(
      'mailto:membership@eoasiapacific.org?subject=Annual%20report%20request%20(Japanese)',
    );
  });

  it('has four partnership types and states the event promotion processing time', () => {
    expect(partnershipTypes).toHaveLength(4);
    expect(EVENT_PROMOTION_PROCESSING_TIME).toBe('7-10 business days');
  });
});
