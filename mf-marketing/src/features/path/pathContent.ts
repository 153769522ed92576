import type { IconName } from '../../components/Icon';
import type { Stat } from '../../components/StatsBand';
import meiLingPortrait from '../../assets/path/testimonial-mei-ling-ong.svg';

export interface PathCard {
  icon: IconName;
  title: string;
  text: string;
}

export const pathBenefits: PathCard[] = [
  {
    icon: 'compass',
    title: 'Lead People Who Choose to Follow',
    text: 'Volunteer leadership is the purest test of influence. What you learn leading peers carries straight back into your company.',
  },
  {
    icon: 'book',
    title: 'Train With the Best',
    text: 'Every officer role comes with structured training, playbooks and a coach who has done the job before you.',
  },
  {
    icon: 'globe',
    title: 'Widen Your Circle',
    text: 'Work alongside chapter, regional and global leaders you would rarely meet as a member alone.',
  },
  {
    icon: 'heart',
    title: 'Give Back to Your Community',
    text: 'Shape the experience of hundreds of entrepreneurs and leave your chapter stronger than you found it.',
  },
];

/** Figures EO publishes about its leadership programmes. */
export const pathResults: Stat[] = [
  { value: '3,000+', label: 'Volunteer leaders across the network' },
  { value: '1,200+', label: 'Officers trained every year' },
  { value: '13%', label: 'Growth in executive education' },
  { value: '$47B+', label: 'Revenue of the businesses our leaders run' },
];

export const insiderCards: PathCard[] = [
  {
    icon: 'key',
    title: 'Officer Training Academy',
    text: 'An intensive for incoming chapter officers: governance, budgeting, member engagement and the art of running a great board meeting.',
  },
  {
    icon: 'star',
    title: 'Regional Leadership Retreat',
    text: 'Two days with the Regional Council and chapter presidents from across Asia Pacific to set the year’s priorities together.',
  },
  {
    icon: 'rocket',
    title: 'Global Leadership Conference',
    text: 'Meet EO leaders from every region, learn from the global board and bring the best ideas home to your chapter.',
  },
];

export const pathTestimonial = {
  quote:
    'I joined EO for Forum and stayed for the leadership path. Chairing our learning committee taught me more about leading people who don’t have to follow me than ten years of running my own company.',
  name: 'Mei Ling Ong',
  role: 'Past Chapter President, EO Singapore',
  portrait: meiLingPortrait,
};
