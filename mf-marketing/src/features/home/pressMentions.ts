import forbesLogo from '../../assets/press/forbes.svg';
import incLogo from '../../assets/press/inc.svg';
import entrepreneurLogo from '../../assets/press/entrepreneur.svg';
import fastCompanyLogo from '../../assets/press/fast-company.svg';
import straitsTimesLogo from '../../assets/press/straits-times.svg';
import nikkeiAsiaLogo from '../../assets/press/nikkei-asia.svg';

export interface PressMention {
  name: string;
  logo: string;
  description: string;
  url: string;
}

export const pressMentions: PressMention[] = [
  {
    name: 'Forbes',
    logo: forbesLogo,
    description: 'Leadership lessons from EO members on scaling a company without losing the culture that built it.',
    url: 'https://www.forbes.com/',
  },
  {
    name: 'Inc.',
    logo: incLogo,
    description: 'How peer-to-peer Forum groups give founders a confidential sounding board for their hardest decisions.',
    url: 'https://www.inc.com/',
  },
  {
    name: 'Entrepreneur',
    logo: entrepreneurLogo,
    description: 'EO members share the habits and the missteps that shaped their journey from start-up to market leader.',
    url: 'https://www.entrepreneur.com/',
  },
  {
    name: 'Fast Company',
    logo: fastCompanyLogo,
    description: 'A look at the entrepreneurs reinventing their industries through learning from one another across borders.',
    url: 'https://www.fastcompany.com/',
  },
  {
    name: 'The Straits Times',
    logo: straitsTimesLogo,
    description: "Singapore's business community on why founders across Southeast Asia are turning to peer learning networks.",
    url: 'https://www.straitstimes.com/',
  },
  {
    name: 'Nikkei Asia',
    logo: nikkeiAsiaLogo,
    description: "Asia Pacific's next generation of business owners and the regional networks helping them expand abroad.",
    url: 'https://asia.nikkei.com/',
  },
];
