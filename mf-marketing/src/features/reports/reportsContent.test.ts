import { annualReportHighlights } from './annualReportHighlights';
import { annualReportLanguages, annualReportRequestHref } from './annualReportLanguages';

describe('reports content', () => {
  it('uses the highlight figures of SPEC section 9', () => {
    expect(annualReportHighlights.map((stat) => stat.value)).toEqual(['2,514', '5', '262', '13%', '3,000+', '1,200+']);
  });

  it('offers the report in distinct languages, each requested by email', () => {
    expect(new Set(annualReportLanguages.map((language) => language.code)).size).toBe(annualReportLanguages.length);
    expect(annualReportRequestHref(annualReportLanguages[2]!)).toBe(
      'mailto:membership@eoasiapacific.org?subject=Annual%20report%20request%20(Japanese)',
    );
  });
});
