import aishaRahmanPortrait from '../../assets/council/aisha-rahman.svg';
import danielTanPortrait from '../../assets/council/daniel-tan.svg';
import mariaSantosPortrait from '../../assets/council/maria-santos.svg';
import nguyenMinhChauPortrait from '../../assets/council/nguyen-minh-chau.svg';
import rizalPratamaPortrait from '../../assets/council/rizal-pratama.svg';
import sophieMitchellPortrait from '../../assets/council/sophie-mitchell.svg';
import kittipongSrisaiPortrait from '../../assets/council/kittipong-srisai.svg';
import jamesWhitakerPortrait from '../../assets/council/james-whitaker.svg';
import carmelaReyesPortrait from '../../assets/council/carmela-reyes.svg';
import priyaNairPortrait from '../../assets/council/priya-nair.svg';
import michaelOconnorPortrait from '../../assets/council/michael-oconnor.svg';
import limWeiLingPortrait from '../../assets/council/lim-wei-ling.svg';
import arjunMehtaPortrait from '../../assets/council/arjun-mehta.svg';
import sarahChenPortrait from '../../assets/council/sarah-chen.svg';
import budiSantosoPortrait from '../../assets/council/budi-santoso.svg';
import emmaClarkePortrait from '../../assets/council/emma-clarke.svg';
import ramonVillanuevaPortrait from '../../assets/council/ramon-villanueva.svg';
import tranThiLanPortrait from '../../assets/council/tran-thi-lan.svg';
import siripornWongsawatPortrait from '../../assets/council/siriporn-wongsawat.svg';
import hemiWalkerPortrait from '../../assets/council/hemi-walker.svg';
import type { CouncilMember } from './CouncilMember';

/** The elected council for FY2024/25. */
export const councilMembers: CouncilMember[] = [
  { name: 'Aisha Rahman', title: 'Regional Chair', location: 'Kuala Lumpur, Malaysia', image: aishaRahmanPortrait },
  { name: 'Daniel Tan', title: 'Regional Chair-Elect', location: 'Singapore', image: danielTanPortrait },
  { name: 'Maria Santos', title: 'Learning Director', location: 'Manila, Philippines', image: mariaSantosPortrait },
  { name: 'Nguyen Minh Chau', title: 'Membership Director', location: 'Ho Chi Minh City, Vietnam', image: nguyenMinhChauPortrait },
  { name: 'Rizal Pratama', title: 'Finance Director', location: 'Jakarta, Indonesia', image: rizalPratamaPortrait },
  { name: 'Sophie Mitchell', title: 'Forum Director', location: 'Melbourne, Australia', image: sophieMitchellPortrait },
  { name: 'Kittipong Srisai', title: 'Strategic Alliances Director', location: 'Bangkok, Thailand', image: kittipongSrisaiPortrait },
  { name: 'James Whitaker', title: 'Chapter Development Director', location: 'Auckland, New Zealand', image: jamesWhitakerPortrait },
  { name: 'Carmela Reyes', title: 'Communications Director', location: 'Cebu, Philippines', image: carmelaReyesPortrait },
  { name: 'Priya Nair', title: 'Accelerator Director', location: 'Perth, Australia', image: priyaNairPortrait },
];

/** Past chairs and advisors who support the council with continuity and expertise. */
export const councilAdvisors: CouncilMember[] = [
  { name: 'Michael O\'Connor', title: 'Past Regional Chair', location: 'Sydney, Australia', image: michaelOconnorPortrait },
  { name: 'Lim Wei Ling', title: 'Past Regional Chair', location: 'Singapore', image: limWeiLingPortrait },
  { name: 'Arjun Mehta', title: 'Global Board Liaison', location: 'Singapore', image: arjunMehtaPortrait },
  { name: 'Sarah Chen', title: 'Regional Advisor, Learning', location: 'Adelaide, Australia', image: sarahChenPortrait },
  { name: 'Budi Santoso', title: 'Regional Advisor, Membership', location: 'Surabaya, Indonesia', image: budiSantosoPortrait },
  { name: 'Emma Clarke', title: 'Regional Advisor, Forum', location: 'Brisbane, Australia', image: emmaClarkePortrait },
  { name: 'Ramon Villanueva', title: 'Regional Advisor, Finance', location: 'Davao, Philippines', image: ramonVillanuevaPortrait },
  { name: 'Tran Thi Lan', title: 'Regional Advisor, Chapter Health', location: 'Hanoi, Vietnam', image: tranThiLanPortrait },
  { name: 'Siriporn Wongsawat', title: 'Regional Advisor, Events', location: 'Bangkok, Thailand', image: siripornWongsawatPortrait },
  { name: 'Hemi Walker', title: 'Regional Advisor, Partnerships', location: 'Wellington, New Zealand', image: hemiWalkerPortrait },
];
