import { EVENT_PROMOTION_PROCESSING_TIME, partnershipTypes } from './partnershipTypes';

describe('partnership content', () => {
  it('has four partnership types and states the event promotion processing time', () => {
    expect(partnershipTypes).toHaveLength(4);
    expect(EVENT_PROMOTION_PROCESSING_TIME).toBe('7-10 business days');
  });
});
