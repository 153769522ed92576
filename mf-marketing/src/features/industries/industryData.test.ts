import { industryCommunities } from './industryCommunities';
import { communityLeads } from './communityLeads';
import { industryOfferings } from './industryOfferings';

describe('industry communities data', () => {
  it('lists the 16 communities in the published order', () => {
    expect(industryCommunities.map((community) => community.name)).toEqual([
      'Financial Services',
      'Manufacturing',
      'Health Care',
      'Construction',
      'Staffing & Recruiting',
      'Entertainment, Events & Sports',
      'Travel & Hospitality',
      'Consumer Goods',
      'Technology',
      'Professional Services',
      'Real Estate',
      'E-commerce',
      'Transportation & Logistics',
      'Media & Marketing',
      'Food & Beverage',
      'Education',
    ]);
  });

  it('highlights construction and nothing else', () => {
    expect(industryCommunities.filter((community) => community.isHighlighted).map((community) => community.name)).toEqual(['Construction']);
  });

  it('gives every community lead a distinct name and a role', () => {
    for (const lead of communityLeads) {
      expect(lead.name.trim()).not.toBe('');
      expect(lead.role.trim()).not.toBe('');
    }
    expect(new Set(communityLeads.map((lead) => lead.name)).size).toBe(communityLeads.length);
  });

  it('offers the four formats', () => {
    expect(industryOfferings.map((offering) => offering.title)).toEqual([
      'Roundtables',
      'Webinar Learning Sessions',
      'Industry Forums',
      'Day-to-Day Needs and Leads Chats',
    ]);
  });
});
