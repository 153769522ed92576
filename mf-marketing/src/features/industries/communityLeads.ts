export interface CommunityLead {
  name: string;
  role: string;
}

/** Volunteer leads for FY24/25: the chair plus one lead per community. */
export const communityLeads: CommunityLead[] = [
  { name: 'Vanessa Goh', role: 'Chair, Industry Communities' },
  { name: 'Andrew Lau', role: 'Financial Services Lead' },
  { name: 'Farah Hassan', role: 'Manufacturing Lead' },
  { name: 'Dr. Paolo Mendoza', role: 'Health Care Lead' },
  { name: 'Liam Fraser', role: 'Construction Lead' },
  { name: 'Anita Kusuma', role: 'Staffing & Recruiting Lead' },
  { name: 'Marcus Reid', role: 'Entertainment, Events & Sports Lead' },
  { name: 'Chanida Boonmee', role: 'Travel & Hospitality Lead' },
  { name: 'Kevin Ong', role: 'Consumer Goods Lead' },
  { name: 'Hana Pham', role: 'Technology Lead' },
  { name: 'Rohan Kapoor', role: 'Professional Services Lead' },
  { name: 'Olivia Grant', role: 'Real Estate Lead' },
  { name: 'Jerome Dizon', role: 'E-commerce Lead' },
  { name: 'Nur Aziz', role: 'Transportation & Logistics Lead' },
  { name: 'Tessa Moana', role: 'Media & Marketing Lead' },
  { name: 'Bao Tran', role: 'Food & Beverage Lead' },
  { name: 'Claire Sutanto', role: 'Education Lead' },
];
