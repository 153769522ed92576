import atlasGlobalBankLogo from '../../assets/partners/atlas-global-bank.svg';
import kineticCloudLogo from '../../assets/partners/kinetic-cloud.svg';
import horizonAirAllianceLogo from '../../assets/partners/horizon-air-alliance.svg';
import summitAdvisoryLogo from '../../assets/partners/summit-advisory.svg';
import straitsLegalLogo from '../../assets/partners/straits-legal.svg';
import pacificaLogisticsLogo from '../../assets/partners/pacifica-logistics.svg';
import harbourInsuranceLogo from '../../assets/partners/harbour-insurance.svg';
import lumenLearningLogo from '../../assets/partners/lumen-learning.svg';

export interface Partner {
  name: string;
  logo: string;
  /** What the partner offers members. */
  offer: string;
}

export const globalPartners: Partner[] = [
  { name: 'Atlas Global Bank', logo: atlasGlobalBankLogo, offer: 'Private banking and cross-border treasury services with preferential terms for members.' },
  { name: 'Kinetic Cloud', logo: kineticCloudLogo, offer: 'Cloud credits and architecture workshops for members modernising their operations.' },
  { name: 'Horizon Air Alliance', logo: horizonAirAllianceLogo, offer: 'Member fares and lounge access for travel to EO events around the world.' },
  { name: 'Summit Advisory', logo: summitAdvisoryLogo, offer: 'Strategy and succession-planning clinics led by senior partners at regional conferences.' },
];

export const regionalPartners: Partner[] = [
  { name: 'Straits Legal', logo: straitsLegalLogo, offer: 'Complimentary first consultations on market entry and contracts across Southeast Asia.' },
  { name: 'Pacifica Logistics', logo: pacificaLogisticsLogo, offer: 'Discounted freight and warehousing between Australia, New Zealand and Asia.' },
  { name: 'Harbour Insurance', logo: harbourInsuranceLogo, offer: 'Key-person and directors’ cover reviews tailored to owner-led businesses.' },
  { name: 'Lumen Learning', logo: lumenLearningLogo, offer: 'Leadership programmes for members’ management teams at member rates.' },
];
